#include "library/librarysettings.h"

#include <QLatin1StringView>

namespace ataxx {

namespace {

namespace key {
constexpr auto geometry = QLatin1StringView("games/windowGeometry");
constexpr auto header = QLatin1StringView("games/header");
} // namespace key

} // namespace

QByteArray LibrarySettings::windowGeometry() const {
    return m_settings.value(key::geometry).toByteArray();
}

void LibrarySettings::setWindowGeometry(const QByteArray& geometry) {
    m_settings.setValue(key::geometry, geometry);
}

QByteArray LibrarySettings::headerState() const {
    return m_settings.value(key::header).toByteArray();
}

void LibrarySettings::setHeaderState(const QByteArray& state) {
    m_settings.setValue(key::header, state);
}

} // namespace ataxx
