#include "message.h"

#include <utility>

namespace ataxx {

std::string MessageWords::format(const MessageFormat& format) const {
    return format.text;
}

std::string MessageWords::side(Side side) const {
    return side == Side::X ? "Black" : "White";
}

Message::Message(MessageFormat format, std::vector<MessageArgument> arguments)
    : m_format(format)
    , m_arguments(std::move(arguments)) {}

Message Message::plain(std::string text) {
    return Message(MessageFormat{"", "%1"}, {std::move(text)});
}

std::string Message::text(const MessageWords& words) const {
    std::vector<std::string> filled;
    filled.reserve(m_arguments.size());
    for (const MessageArgument& argument : m_arguments) {
        if (const auto* text = std::get_if<std::string>(&argument))
            filled.push_back(*text);
        else if (const auto* side = std::get_if<Side>(&argument))
            filled.push_back(words.side(*side));
        else
            filled.push_back(std::get<Message>(argument).text(words));
    }
    return fill_placeholders(words.format(m_format), filled);
}

std::string fill_placeholders(std::string_view format, const std::vector<std::string>& arguments) {
    std::string out;
    std::size_t i = 0;
    while (i < format.size()) {
        const char c = format[i];
        std::size_t end = i + 1;
        std::size_t number = 0;
        while (c == '%' && end < format.size() && end - i <= 2 && format[end] >= '0' &&
               format[end] <= '9')
            number = number * 10 + static_cast<std::size_t>(format[end++] - '0');
        if (number >= 1 && number <= arguments.size()) {
            out += arguments[number - 1];
            i = end;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

namespace {

// The length in bytes of the character that `text` begins with when it is
// one to show, else 0: printable ASCII, or a letter or sign of Latin-1 and
// Latin Extended-A (U+00A0 to U+017F but the soft hyphen) written in UTF-8,
// a range whose every character has a glyph. Anything else (a control
// character, a byte of no UTF-8 character, a character the core cannot
// tell printable) is not shown.
std::size_t printable_length(std::string_view text) {
    const auto lead = static_cast<unsigned char>(text[0]);
    if (lead >= 0x20 && lead < 0x7f) return 1;
    if (lead < 0xc2 || lead > 0xc5 || text.size() < 2) return 0;
    const auto next = static_cast<unsigned char>(text[1]);
    if ((next & 0xc0) != 0x80) return 0;
    const unsigned code = ((lead & 0x1fu) << 6) | (next & 0x3fu);
    return code >= 0xa0 && code != 0xad ? 2 : 0;
}

// The text's first `limit` characters to show, quoted; "..." inside the
// quotes when `mark_cut` and the text goes on.
MessageArgument quoted(std::string_view text, int limit, bool mark_cut) {
    std::size_t end = 0;
    int characters = 0;
    while (end < text.size() && characters < limit) {
        const std::size_t length = printable_length(text.substr(end));
        if (length == 0) break;
        end += length;
        ++characters;
    }
    if (end == 0 && !text.empty()) {
        static const char* hex = "0123456789abcdef";
        const auto u = static_cast<unsigned char>(text[0]);
        return Message(ATAXX_MESSAGE("ataxx::text", "byte 0x%1"),
                       {std::string{hex[u >> 4], hex[u & 15]}});
    }
    std::string shown(1, '\'');
    shown.append(text.substr(0, end));
    if (mark_cut && end < text.size()) shown += "...";
    shown += '\'';
    return shown;
}

} // namespace

MessageArgument excerpt(std::string_view text, int limit) {
    return quoted(text, limit, true);
}

MessageArgument first_character(std::string_view text) {
    return quoted(text, 1, false);
}

} // namespace ataxx
