#pragma once

#include <QString>

#include <string>

namespace ataxx {

// Numbers with decimals as a person reads them, in the app's language: the
// decimal sign of QLocale's default, which Languages::install sets ("0,4 s"
// in French, "0.4 s" in English), without a group separator. The engine
// writes its scores and points with a point ("+0.25", "2.5"), as game files,
// UAI and the tools need them; what the window shows of them goes through
// here, what it writes to a file does not.
class NumberText {
public:
    // `value` with `decimals` decimals: "0,4" for 0.4 and 1 in French.
    [[nodiscard]] static QString decimal(double value, int decimals);
    // A number the engine wrote ("+0.25", "#-3", "62.5"), its decimal point
    // the locale's: "+0,25" in French.
    [[nodiscard]] static QString fromEngine(const std::string& text);
};

} // namespace ataxx
