#pragma once

#include "rules.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

// A message format of the core: its context and its English text with the
// placeholders %1, %2, ... For lupdate this is QT_TRANSLATE_NOOP(context,
// text) (its -tr-function-alias, app/CMakeLists.txt), so the app's .ts files
// hold every format and the app shows the message in the user's language.
#define ATAXX_MESSAGE(context, text)                                                               \
    ::ataxx::MessageFormat {                                                                       \
        context, text                                                                              \
    }

namespace ataxx {

struct MessageFormat {
    const char* context = "";
    const char* text = "";
};

class Message;

// What fills a placeholder: words as they are (a cell's name, a number, a
// quoted excerpt of the input), a side (Black or White, in the words of the
// language), or a message of its own ("game 1, line 9: <why>").
using MessageArgument = std::variant<std::string, Side, Message>;

// How a message's parts become words. The default is English; the app's
// words translate the formats and the sides' names.
class MessageWords {
public:
    virtual ~MessageWords() = default;
    [[nodiscard]] virtual std::string format(const MessageFormat& format) const;
    [[nodiscard]] virtual std::string side(Side side) const;
};

// A message of the readers: a format and its arguments, kept apart until it
// is shown, so that each reader of it words it in its own language. text()
// is the English that the engine and the tools print.
class Message {
public:
    Message() = default;
    Message(MessageFormat format, std::vector<MessageArgument> arguments = {});
    // Text made elsewhere, shown as it is.
    [[nodiscard]] static Message plain(std::string text);

    [[nodiscard]] const MessageFormat& format() const noexcept { return m_format; }
    [[nodiscard]] const std::vector<MessageArgument>& arguments() const noexcept {
        return m_arguments;
    }
    [[nodiscard]] std::string text(const MessageWords& words = MessageWords{}) const;

private:
    MessageFormat m_format;
    std::vector<MessageArgument> m_arguments;
};

// The format with %1 as arguments[0], %2 as arguments[1] and so on, in one
// pass: a '%' in an argument is never read as a placeholder, and a
// placeholder without an argument stays as it is.
[[nodiscard]] std::string fill_placeholders(std::string_view format,
                                            const std::vector<std::string>& arguments);

// Input quoted in a message ('hello'): only characters that can be shown,
// at most `limit` of them; a text cut short ends in "..." inside the quotes.
// A text that begins with a byte that is no character to show (a control
// character, a byte of no UTF-8 character) is named by its value,
// "byte 0x9c", so that a file of random bytes gives a message a person can
// read.
[[nodiscard]] MessageArgument excerpt(std::string_view text, int limit = 20);
// The character that `text` begins with, quoted ('q'), or its byte named.
[[nodiscard]] MessageArgument first_character(std::string_view text);

} // namespace ataxx
