#pragma once

#include <QByteArray>
#include <QSettings>

namespace ataxx {

// What the Games window remembers between runs, typed: its size and place,
// and its list's columns and sort (QHeaderView::saveState). The keys live in
// the "games/" group, spelled in librarysettings.cpp only.
class LibrarySettings {
public:
    [[nodiscard]] QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    [[nodiscard]] QByteArray headerState() const;
    void setHeaderState(const QByteArray& state);

private:
    QSettings m_settings;
};

} // namespace ataxx
