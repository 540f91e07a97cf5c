#include "game/wholefile.h"

#include <QSaveFile>

namespace ataxx {

bool writeWholeFile(const QString& path, QByteArrayView data, QString& error,
                    QIODevice::OpenMode mode) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | mode) ||
        file.write(data.data(), data.size()) != data.size() || !file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

} // namespace ataxx
