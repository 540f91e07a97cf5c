#pragma once

#include <optional>
#include <string>
#include <sys/types.h>

namespace ataxx {

// An external engine process spoken to line by line over pipes (POSIX).
//
// Reads never block for longer than asked, so a hung engine costs at most
// its timeout; a crashed one shows as a closed pipe. The process is killed
// when the client is destroyed.
class UaiClient {
public:
    UaiClient() = default;
    ~UaiClient();
    UaiClient(const UaiClient&) = delete;
    UaiClient& operator=(const UaiClient&) = delete;

    // Starts `command` through /bin/sh. False, with the reason, when it cannot run.
    bool start(const std::string& command, std::string& error);
    [[nodiscard]] bool running() const noexcept { return m_pid > 0; }
    // False when the engine is gone.
    bool send(const std::string& line);
    // The next line, or nothing when none came within the timeout or the engine
    // closed its output (then running() turns false).
    std::optional<std::string> read_line(int timeout_ms);
    // Kills the process (after asking it to quit) and reaps it.
    void stop();

private:
    pid_t m_pid = -1;
    int m_to_engine = -1;
    int m_from_engine = -1;
    std::string m_buffer;
};

} // namespace ataxx
