#pragma once

#include "uai/uaiprocess.h"

#include <QCoreApplication>
#include <QString>

namespace ataxx {

// The words for what went wrong with an external engine, as the end of a
// game and the engines dialog show them: "Fake stopped running (exit status 3)."
struct EngineFailure {
    Q_DECLARE_TR_FUNCTIONS(EngineFailure)

public:
    [[nodiscard]] static QString describe(const QString& engine, UaiProcess::Failure failure,
                                          const QString& detail);
};

} // namespace ataxx
