#include "uai/uaiclient.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace ataxx {

UaiClient::~UaiClient() {
    stop();
}

bool UaiClient::start(const std::string& command, std::string& error) {
    stop();
    int in_pipe[2];
    int out_pipe[2];
    if (pipe2(in_pipe, O_CLOEXEC) != 0 || pipe2(out_pipe, O_CLOEXEC) != 0) {
        error = std::string("cannot make pipes: ") + std::strerror(errno);
        return false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in_pipe[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
    // "exec" so that the engine itself is our child, not a shell around it.
    const std::string script = "exec " + command;
    char* argv[] = {const_cast<char*>("sh"), const_cast<char*>("-c"),
                    const_cast<char*>(script.c_str()), nullptr};
    // A process group of its own: Ctrl-C in the terminal reaches the match
    // tool, which stops its games and ends the engines itself, not the
    // engines in the middle of a move (a game lost as "crashed").
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    const int rc = posix_spawn(&m_pid, "/bin/sh", &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    close(in_pipe[0]);
    close(out_pipe[1]);
    if (rc != 0) {
        close(in_pipe[1]);
        close(out_pipe[0]);
        m_pid = -1;
        error = "cannot start '" + command + "': " + std::strerror(rc);
        return false;
    }
    m_to_engine = in_pipe[1];
    m_from_engine = out_pipe[0];
    m_buffer.clear();
    // A write to an engine that died must fail, not kill us.
    std::signal(SIGPIPE, SIG_IGN);
    return true;
}

bool UaiClient::send(const std::string& line) {
    if (m_to_engine < 0) return false;
    const std::string data = line + "\n";
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write(m_to_engine, data.data() + done, data.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> UaiClient::read_line(int timeout_ms) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
    while (true) {
        const auto newline = m_buffer.find('\n');
        if (newline != std::string::npos) {
            std::string line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (m_from_engine < 0) return std::nullopt;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) return std::nullopt;
        pollfd fd{m_from_engine, POLLIN, 0};
        const int ready = poll(&fd, 1, static_cast<int>(left));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[4096];
        const ssize_t n = read(m_from_engine, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            // The engine closed its output: it is gone.
            close(m_from_engine);
            m_from_engine = -1;
            stop();
            return std::nullopt;
        }
        m_buffer.append(chunk, static_cast<std::size_t>(n));
        // An engine that never ends its line gets no unbounded buffer.
        if (m_buffer.size() > (1u << 20)) m_buffer.erase(0, m_buffer.size() - (1u << 16));
    }
}

void UaiClient::stop() {
    if (m_pid > 0) {
        if (m_to_engine >= 0) send("quit");
        // A moment to quit on its own, then no more waiting.
        int status = 0;
        for (int i = 0; i < 20; ++i) {
            if (waitpid(m_pid, &status, WNOHANG) == m_pid) {
                m_pid = -1;
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        if (m_pid > 0) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, &status, 0);
            m_pid = -1;
        }
    }
    if (m_to_engine >= 0) close(m_to_engine);
    if (m_from_engine >= 0) close(m_from_engine);
    m_to_engine = m_from_engine = -1;
}

} // namespace ataxx
