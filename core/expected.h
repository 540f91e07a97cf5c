#pragma once

#include "message.h"

#include <string>
#include <utility>
#include <variant>

namespace ataxx {

// The answer of a reader: either the value read, or a message that says what
// is wrong and where ("row 3 has 8 cells where 7 were expected"), kept both
// as its parts (message(), for the app to show in the user's language) and
// in English (error(), for the engine, the tools and the logs). Readers
// never throw and never hand back a half-built value.
template <class T>
class Expected {
public:
    Expected(T value)
        : m_data(std::move(value)) {} // NOLINT: implicit by design
    [[nodiscard]] static Expected failure(Message message) {
        Expected e;
        std::string text = message.text();
        e.m_data = Error{std::move(message), std::move(text)};
        return e;
    }
    [[nodiscard]] static Expected failure(std::string message) {
        return failure(Message::plain(std::move(message)));
    }

    [[nodiscard]] bool has_value() const noexcept { return m_data.index() == 0; }
    [[nodiscard]] explicit operator bool() const noexcept { return has_value(); }
    [[nodiscard]] const T& value() const& { return std::get<0>(m_data); }
    [[nodiscard]] T& value() & { return std::get<0>(m_data); }
    [[nodiscard]] T&& value() && { return std::get<0>(std::move(m_data)); }
    [[nodiscard]] const T& operator*() const& { return value(); }
    [[nodiscard]] const T* operator->() const { return &value(); }
    // The message in English; empty when there is a value.
    [[nodiscard]] const std::string& error() const noexcept {
        static const std::string none;
        return has_value() ? none : std::get<1>(m_data).text;
    }
    // The message as its parts; an empty one when there is a value.
    [[nodiscard]] const Message& message() const noexcept {
        static const Message none;
        return has_value() ? none : std::get<1>(m_data).message;
    }

private:
    struct Error {
        Message message;
        std::string text;
    };
    Expected() = default;
    std::variant<T, Error> m_data;
};

} // namespace ataxx
