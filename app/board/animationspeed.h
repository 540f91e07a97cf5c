#pragma once

namespace ataxx {

// How fast the board shows a move: Off draws the new position at once. The
// board view plays it, the settings remember it (AppSettings), the View menu
// and the settings dialog choose it.
enum class AnimationSpeed { Off, Fast, Normal, Slow };

} // namespace ataxx
