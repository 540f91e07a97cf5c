#pragma once

#include "uai/uaiprocess.h"

#include <QCoreApplication>
#include <QString>

namespace ataxx {

// The words for what went wrong with an external engine, as the end of a
// game and the engines dialog show them: "Fake stopped running (exit status 3)."
// followed by the last few lines the engine wrote to its error output, where
// it wrote any (a crash's cause is rarely on the last line alone).
struct EngineFailure {
    Q_DECLARE_TR_FUNCTIONS(EngineFailure)

public:
    // How many lines of the error output the description shows.
    static constexpr int shownErrorLines = 4;

    [[nodiscard]] static QString describe(const QString& engine, UaiProcess::Failure failure,
                                          const QString& detail, const QString& errorOutput = {});

private:
    [[nodiscard]] static QString sentence(const QString& engine, UaiProcess::Failure failure,
                                          const QString& detail);
};

} // namespace ataxx
