#pragma once

#include <QByteArrayView>
#include <QIODevice>
#include <QString>

namespace ataxx {

// Writes `data` to `path` through QSaveFile, so that the file holds either
// all of it or, when anything fails (a full disk, a folder that cannot be
// written), what it held before. False with the system's reason in `error`.
// `mode` adds to QIODevice::WriteOnly (Text for files people read).
[[nodiscard]] bool writeWholeFile(const QString& path, QByteArrayView data, QString& error,
                                  QIODevice::OpenMode mode = QIODevice::Text);

} // namespace ataxx
