#include "engines/boardfamily.h"

#include "fen.h"

namespace ataxx {

BoardFamily boardFamilyOf(const Position& position) {
    const Geometry& geometry = position.geometry();
    if (geometry.is_hexagon())
        return geometry.side() <= 5 ? BoardFamily::SmallHexagons : BoardFamily::LargeHexagons;
    if (geometry.width() == 7 && geometry.height() == 7)
        return position.blocked().empty() ? BoardFamily::Classic7x7 : BoardFamily::Blocked7x7;
    return geometry.width() * geometry.height() < 49 ? BoardFamily::SmallRectangles
                                                     : BoardFamily::LargeRectangles;
}

QString BoardFamilies::name(BoardFamily family) {
    switch (family) {
    case BoardFamily::Classic7x7:
        return tr("7×7");
    case BoardFamily::Blocked7x7:
        return tr("7×7 with blocked cells");
    case BoardFamily::SmallRectangles:
        return tr("Smaller rectangles (such as 5×5)");
    case BoardFamily::LargeRectangles:
        return tr("Larger rectangles (such as 9×9)");
    case BoardFamily::SmallHexagons:
        return tr("Hexxagon and hexagons up to side 5");
    case BoardFamily::LargeHexagons:
        return tr("Hexagons of side 6 and 7");
    }
    return {};
}

QString BoardFamilies::trialName(BoardFamily family) {
    switch (family) {
    case BoardFamily::Classic7x7:
    case BoardFamily::Blocked7x7:
        return name(family); // the family is its one board
    case BoardFamily::SmallRectangles:
        return tr("5×5");
    case BoardFamily::LargeRectangles:
        return tr("9×9");
    case BoardFamily::SmallHexagons:
        return tr("Hexxagon");
    case BoardFamily::LargeHexagons:
        return tr("the hexagon of side 6");
    }
    return {};
}

Position BoardFamilies::representative(BoardFamily family) {
    const auto fen = [](std::string_view text) {
        const auto position = read_fen(text);
        return position ? *position : Position();
    };
    switch (family) {
    case BoardFamily::Classic7x7:
        return fen(start_fen);
    case BoardFamily::Blocked7x7:
        return fen("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
    case BoardFamily::SmallRectangles:
        return Position::start(*Geometry::rectangle(5, 5));
    case BoardFamily::LargeRectangles:
        return Position::start(*Geometry::rectangle(9, 9));
    case BoardFamily::SmallHexagons:
        return fen(hexxagon_fen);
    case BoardFamily::LargeHexagons:
        return Position::start(*Geometry::hexagon(6));
    }
    return fen(start_fen);
}

QString BoardFamilies::key(BoardFamily family) {
    switch (family) {
    case BoardFamily::Classic7x7:
        return QStringLiteral("7x7");
    case BoardFamily::Blocked7x7:
        return QStringLiteral("7x7-blocked");
    case BoardFamily::SmallRectangles:
        return QStringLiteral("small-rectangles");
    case BoardFamily::LargeRectangles:
        return QStringLiteral("large-rectangles");
    case BoardFamily::SmallHexagons:
        return QStringLiteral("small-hexagons");
    case BoardFamily::LargeHexagons:
        return QStringLiteral("large-hexagons");
    }
    return {};
}

} // namespace ataxx
