#include "match/books.h"

#include "match/books_data.h"

#include "fen.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace ataxx {

std::vector<std::string_view> opening_book_names() {
    std::vector<std::string_view> names;
    for (const auto& book : opening_books_data)
        if (!book.name.empty()) names.push_back(book.name);
    return names;
}

bool is_alternative_book(std::string_view name) {
    return name == "natural";
}

std::vector<std::string> opening_book(std::string_view name) {
    std::vector<std::string> fens;
    for (const auto& book : opening_books_data) {
        if (book.name.empty() || book.name != name) continue;
        std::istringstream in{std::string(book.text)};
        std::string line;
        while (std::getline(in, line))
            if (!line.empty() && line[0] != '#') fens.push_back(line);
    }
    return fens;
}

std::optional<std::vector<std::string>> read_openings_file(const std::string& path,
                                                           std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = "cannot read " + path;
        return std::nullopt;
    }
    std::vector<std::string> fens;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const auto position = read_fen(line);
        if (!position) {
            // Appended, not added: GCC 12 warns (-Wrestrict) at a chain of + here.
            error = path;
            error.append(":").append(std::to_string(number)).append(": not a position: ");
            error.append(position.error());
            return std::nullopt;
        }
        fens.push_back(line);
    }
    if (fens.empty()) {
        error = path + " holds no position (one FEN a line)";
        return std::nullopt;
    }
    return fens;
}

std::vector<std::string> opening_selection(std::string_view spec, std::string& error) {
    const auto names = opening_book_names();
    std::string list = "all";
    for (const std::string_view name : names) list += ", " + std::string(name);
    const std::size_t colon = spec.find(':');
    const std::string_view book = spec.substr(0, colon);
    const std::string_view only = colon == std::string_view::npos ? "" : spec.substr(colon + 1);
    const bool known = book == "all" || std::find(names.begin(), names.end(), book) != names.end();
    if (!known) {
        error = "'" + std::string(book) + "' is not a book (" + list +
                "); BOOK:BOARD names one board of a book, such as rectangles:8x8 or hexagons:hex5";
        return {};
    }
    if (colon != std::string_view::npos && only.empty()) {
        error = "BOOK:BOARD needs a board after the colon, such as rectangles:8x8 or hexagons:hex5";
        return {};
    }
    std::vector<std::string> fens;
    for (const std::string_view name : names)
        if ((book == "all" && !is_alternative_book(name)) || book == name)
            for (std::string& fen : opening_book(name)) {
                if (!only.empty()) {
                    const auto position = read_fen(fen);
                    if (!position || position->geometry().description() != only) continue;
                }
                fens.push_back(std::move(fen));
            }
    const std::string what =
        only.empty() ? std::string("positions") : std::string(only) + " positions";
    if (fens.empty())
        error = book == "all" ? "no book has " + what
                              : "the book " + std::string(book) + " has no " + what;
    return fens;
}

std::vector<std::string> book_positions_for(const Position& start) {
    std::vector<std::string> fens;
    const std::string board = start.geometry().description();
    for (const std::string_view name : opening_book_names()) {
        if (is_alternative_book(name)) continue;
        for (std::string& fen : opening_book(name)) {
            const auto p = read_fen(fen);
            if (p && p->geometry().description() == board && p->blocked() == start.blocked())
                fens.push_back(std::move(fen));
        }
    }
    return fens;
}

} // namespace ataxx
