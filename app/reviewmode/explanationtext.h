#pragma once

#include "review/explain.h"

#include <QCoreApplication>
#include <QString>

namespace ataxx {

// A review's explanation of a marked move in the user's language, made from
// its facts (explain.h) with tr(): the moves as the window writes them
// (MoveText), the sides by their names, the counts as %n plurals. Each fact
// has whole sentences of its own, so a translation may order its words as
// the language needs; the English of game files (explanation_text) is not
// translated. The same sentences as there, in English.
class ExplanationText {
    Q_DECLARE_TR_FUNCTIONS(ExplanationText)

public:
    // One or two sentences; empty when the explanation has nothing to say.
    [[nodiscard]] static QString text(const Geometry& geometry, const Explanation& explanation);

private:
    [[nodiscard]] static QString sentence(const Geometry& geometry, const Explanation& e,
                                          ExplanationFact fact, bool leading);
};

} // namespace ataxx
