#pragma once

#include "message.h"

#include <QString>

namespace ataxx {

// The core's messages (a FEN, a move, a game file that cannot be read) as the
// window shows them: each format in the user's language (its context and
// English text are the keys of the .ts files, which lupdate fills from the
// core's ATAXX_MESSAGE markers), the sides named as PlayerSetup::sideName
// names them, and every nested message worded alike.
class MessageText {
public:
    [[nodiscard]] static QString of(const Message& message);
};

} // namespace ataxx
