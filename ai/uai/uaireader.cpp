#include "uai/uaireader.h"

#include "notation.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>

namespace ataxx {

namespace {

// The line's words, split at spaces and tabs.
std::vector<std::string_view> words_of(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        std::size_t end = i;
        while (end < line.size() && line[end] != ' ' && line[end] != '\t') ++end;
        if (end > i) words.push_back(line.substr(i, end - i));
        i = end;
    }
    return words;
}

// A whole number, the whole word; nothing for anything else (an engine may
// write anything).
std::optional<std::int64_t> number_of(std::string_view word) {
    std::int64_t value = 0;
    const char* first = word.data();
    if (!word.empty() && word.front() == '+') ++first;
    const auto [end, error] = std::from_chars(first, word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

int clamped_int(std::int64_t value) {
    return static_cast<int>(std::clamp<std::int64_t>(value, std::numeric_limits<int>::min(),
                                                     std::numeric_limits<int>::max()));
}

std::string joined(const std::vector<std::string_view>& words, std::size_t from, std::size_t to) {
    std::string text;
    for (std::size_t i = from; i < to; ++i) {
        if (!text.empty()) text += ' ';
        text += words[i];
    }
    return text;
}

// Unsigned decimal digits with at most two after a point ("1.25", "0.5",
// "16") as hundredths; nothing for anything else.
std::optional<std::int64_t> hundredths_of(std::string_view word) {
    const std::size_t dot = word.find('.');
    const std::string_view whole = word.substr(0, dot);
    const std::string_view fraction =
        dot == std::string_view::npos ? std::string_view() : word.substr(dot + 1);
    const auto digits = [](std::string_view part) {
        return std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (whole.empty() || whole.size() > 9 || !digits(whole) || fraction.size() > 2 ||
        !digits(fraction) || (dot != std::string_view::npos && fraction.empty()))
        return std::nullopt;
    std::int64_t value = *number_of(whole) * 100;
    if (!fraction.empty()) value += *number_of(fraction) * (fraction.size() == 1 ? 10 : 1);
    return value;
}

} // namespace

bool read_uai_info(std::string_view line, const Position& position, SearchInfo& info) {
    const std::vector<std::string_view> words = words_of(line);
    bool has_depth = false;
    // The number after word i, taken only when it is one.
    const auto next_number = [&words](std::size_t& i) -> std::optional<std::int64_t> {
        if (i + 1 >= words.size()) return std::nullopt;
        const auto value = number_of(words[i + 1]);
        if (value) ++i;
        return value;
    };
    info.multipv = 1;
    for (std::size_t i = words.empty() || words[0] != "info" ? 0 : 1; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (word == "string") break;
        if (word == "multipv") {
            // A rank below 1 is no line of ours: read as the best.
            if (const auto n = next_number(i)) info.multipv = std::max(1, clamped_int(*n));
        } else if (word == "depth") {
            if (const auto n = next_number(i)) {
                info.depth = clamped_int(*n);
                has_depth = true;
            }
        } else if (word == "seldepth") {
            if (const auto n = next_number(i)) info.seldepth = clamped_int(*n);
        } else if (word == "nodes") {
            if (const auto n = next_number(i))
                info.nodes = static_cast<std::uint64_t>(std::max<std::int64_t>(0, *n));
        } else if (word == "nps") {
            if (const auto n = next_number(i))
                info.nps = static_cast<std::uint64_t>(std::max<std::int64_t>(0, *n));
        } else if (word == "time") {
            if (const auto n = next_number(i)) info.time_ms = std::max<std::int64_t>(0, *n);
        } else if (word == "hashfull") {
            if (const auto n = next_number(i)) info.hashfull = clamped_int(*n);
        } else if (word == "score" && i + 1 < words.size()) {
            const std::string_view kind = words[i + 1];
            if (kind == "cp" || kind == "mate") {
                ++i;
                if (const auto n = next_number(i))
                    info.score = kind == "mate" ? score_from_mate(clamped_int(*n))
                                                : score_from_cp(clamped_int(*n));
            } else if (const auto n = next_number(i)) {
                info.score = score_from_cp(clamped_int(*n)); // a bare score: hundredths
            }
        } else if (word == "pv") {
            // The variation as far as it is legal; a word that is no move
            // here is read again as a keyword.
            info.pv.clear();
            Position p = position;
            while (i + 1 < words.size() && !p.is_over()) {
                const auto move = read_move(p, std::string(words[i + 1]));
                if (!move) break;
                info.pv.push_back(*move);
                p.play(*move);
                ++i;
            }
        }
        // Any other word (currmove, tthits, wdl, lowerbound, an engine's own)
        // is stepped over alone.
    }
    return has_depth;
}

bool UaiOption::accepts(std::string_view value) const {
    switch (type) {
    case Type::Spin: {
        const auto n = number_of(value);
        return n && (min == max || (*n >= min && *n <= max));
    }
    case Type::Check:
        return value == "true" || value == "false";
    case Type::Combo:
        return std::find(choices.begin(), choices.end(), value) != choices.end();
    case Type::String:
        return value.find('\n') == std::string_view::npos;
    case Type::Button:
        return true;
    }
    return false;
}

std::string UaiOption::setoption_line(std::string_view value) const {
    std::string line = "setoption name " + name;
    if (type != Type::Button) {
        line += " value ";
        line += value;
    }
    return line;
}

std::optional<UaiOption> read_uai_option(std::string_view line) {
    const std::vector<std::string_view> words = words_of(line);
    if (words.size() < 5 || words[0] != "option" || words[1] != "name") return std::nullopt;
    // The name runs up to `type` (names may hold spaces); the rest is keyed.
    std::size_t type_at = 2;
    while (type_at < words.size() && words[type_at] != "type") ++type_at;
    if (type_at == 2 || type_at + 1 >= words.size()) return std::nullopt;
    UaiOption option;
    option.name = joined(words, 2, type_at);
    const std::string_view type = words[type_at + 1];
    if (type == "spin")
        option.type = UaiOption::Type::Spin;
    else if (type == "check")
        option.type = UaiOption::Type::Check;
    else if (type == "combo")
        option.type = UaiOption::Type::Combo;
    else if (type == "string")
        option.type = UaiOption::Type::String;
    else if (type == "button")
        option.type = UaiOption::Type::Button;
    else
        return std::nullopt;
    const auto is_key = [](std::string_view w) {
        return w == "default" || w == "min" || w == "max" || w == "var" || w == "options";
    };
    for (std::size_t i = type_at + 2; i < words.size(); ++i) {
        const std::string_view key = words[i];
        if (key == "default") {
            // A string's default may hold spaces (or be `<empty>`): up to the next key.
            std::size_t end = i + 1;
            while (end < words.size() && !is_key(words[end])) ++end;
            option.default_value = joined(words, i + 1, end);
            if (option.default_value == "<empty>") option.default_value.clear();
            i = end - 1;
        } else if ((key == "min" || key == "max") && i + 1 < words.size()) {
            if (const auto n = number_of(words[i + 1])) {
                (key == "min" ? option.min : option.max) = *n;
                ++i;
            }
        } else if (key == "var") {
            std::size_t end = i + 1;
            while (end < words.size() && !is_key(words[end])) ++end;
            if (end > i + 1) option.choices.push_back(joined(words, i + 1, end));
            i = end - 1;
        } else if (key == "options") {
            for (++i; i < words.size() && !is_key(words[i]); ++i)
                option.choices.emplace_back(words[i]);
            --i;
        }
    }
    if (option.type == UaiOption::Type::Check && option.default_value != "true")
        option.default_value = "false";
    return option;
}

std::string move_comment(const SearchInfo& info, std::int64_t time_ms) {
    char text[64];
    const double seconds = static_cast<double>(std::max<std::int64_t>(0, time_ms)) / 1000.0;
    if (info.depth <= 0) {
        std::snprintf(text, sizeof text, "%.2fs", seconds);
        return text;
    }
    if (is_proven(info.score)) {
        const int moves = result_in_moves(info.score);
        std::snprintf(text, sizeof text, "%cM%d/%d %.2fs", moves > 0 ? '+' : '-',
                      moves > 0 ? moves : -moves, info.depth, seconds);
    } else {
        std::snprintf(text, sizeof text, "%+.2f/%d %.2fs", info.score / 100.0, info.depth, seconds);
    }
    return text;
}

std::optional<SearchInfo> read_move_comment(std::string_view comment) {
    const std::vector<std::string_view> words = words_of(comment);
    if (words.empty()) return std::nullopt;
    // "+0.21/16" or "-M3/20": the score from the mover's side, then the depth.
    const std::string_view first = words[0];
    const std::size_t slash = first.find('/');
    if (slash == std::string_view::npos || slash < 2 || (first[0] != '+' && first[0] != '-'))
        return std::nullopt;
    const bool negative = first[0] == '-';
    std::string_view score = first.substr(1, slash - 1);
    const bool proven = score.front() == 'M';
    if (proven) score.remove_prefix(1);
    const auto depth = number_of(first.substr(slash + 1));
    if (!depth || *depth <= 0 || first[slash + 1] == '+') return std::nullopt;
    SearchInfo info;
    info.depth = clamped_int(*depth);
    if (proven) {
        const auto moves = score.empty() || score[0] == '+' ? std::nullopt : number_of(score);
        if (!moves || *moves <= 0) return std::nullopt;
        info.score = score_from_mate(negative ? -clamped_int(*moves) : clamped_int(*moves));
    } else {
        const auto value = hundredths_of(score);
        if (!value) return std::nullopt;
        info.score = score_from_cp(negative ? -clamped_int(*value) : clamped_int(*value));
    }
    // "0.65s", when the time follows.
    if (words.size() > 1 && words[1].size() > 1 && words[1].back() == 's') {
        if (const auto ms = hundredths_of(words[1].substr(0, words[1].size() - 1)))
            info.time_ms = *ms * 10;
    }
    return info;
}

} // namespace ataxx
