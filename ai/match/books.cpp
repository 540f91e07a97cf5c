#include "match/books.h"

#include "match/books_data.h"

#include <sstream>

namespace ataxx {

std::vector<std::string_view> opening_book_names() {
    std::vector<std::string_view> names;
    for (const auto& book : opening_books_data)
        if (!book.name.empty()) names.push_back(book.name);
    return names;
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

} // namespace ataxx
