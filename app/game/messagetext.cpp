#include "game/messagetext.h"

#include "players/playersetup.h"

#include <QCoreApplication>

namespace ataxx {

namespace {

// The user's language for MessageText::of.
class TranslatedWords : public MessageWords {
public:
    [[nodiscard]] std::string format(const MessageFormat& format) const override {
        return QCoreApplication::translate(format.context, format.text).toStdString();
    }
    [[nodiscard]] std::string side(Side side) const override {
        return PlayerSetup::sideName(side).toStdString();
    }
};

} // namespace

QString MessageText::of(const Message& message) {
    return QString::fromStdString(message.text(TranslatedWords{}));
}

} // namespace ataxx
