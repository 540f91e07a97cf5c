#pragma once

// The command lines of the engine and the tools, read by one library, CLI11
// (Debian's libcli11-dev): a tool declares each option once, with its help,
// and CLI11 writes the --help page, answers --version, and names the option
// of an unknown word or a missing value. CLI11 rather than a parser of our
// own, Boost.Program_options or getopt: it is one header, packaged by
// Debian, reads subcommands (`ataxx-engine bench`, `ataxx-spsa run`) and
// positional lists, and leaves the exit status to us.
//
// Here is what every tool shares: the parse itself (--help on standard
// output with status 0, --version, an error as "error: ..." on standard
// error with status 2), and options whose values are numbers in a range or
// one of a few words, read as core/readnumber.h reads them (the whole word
// as a decimal number) and refused with a message naming the option and
// the word ("error: --games takes a number from 1 to 1000000, not 'ten'").
#include "readnumber.h"

#include <CLI/CLI.hpp>

#include <concepts>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#ifndef ATAXX_VERSION
#error "ATAXX_VERSION is the project's version, defined by ai/CMakeLists.txt"
#endif

namespace ataxx::tools {

// The range of a number as the messages write it: "1 to 64", "1e-07 to 1".
template <typename Number>
[[nodiscard]] std::string range_text(Number low, Number high) {
    char text[64];
    if constexpr (std::floating_point<Number>)
        std::snprintf(text, sizeof text, "%g to %g", static_cast<double>(low),
                      static_cast<double>(high));
    else
        std::snprintf(text, sizeof text, "%lld to %lld", static_cast<long long>(low),
                      static_cast<long long>(high));
    return text;
}

// What every tool's parser does alike: --version prints "<tool> <version>",
// an option given twice keeps its last value (as the hand-made parsers did),
// and the help's first column is wide enough for "--sprt ELO0 ELO1 ...".
inline void set_up(CLI::App& app) {
    app.set_version_flag("--version", app.get_name() + " " ATAXX_VERSION,
                         "Print the version and exit");
    app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    app.get_formatter()->column_width(26);
}

// A mistake in the words of a command line: said as "error: ..." on standard
// error, with a pointer to --help, and the exit status 2.
[[nodiscard]] inline int usage_error(const CLI::App& app, const std::string& what) {
    std::cerr << "error: " << what << "\n"
              << "(" << app.get_name() << " --help lists what it takes)" << std::endl;
    return 2;
}

// The words of a command line that no option or positional took: the
// options among them ("unknown option --bogus"), or else the words.
[[nodiscard]] inline std::string unknown_text(const std::vector<std::string>& words) {
    std::string options;
    std::string others;
    int option_count = 0;
    for (const std::string& word : words) {
        if (word.size() > 1 && word[0] == '-') {
            options += (options.empty() ? "" : ", ") + word;
            ++option_count;
        } else {
            others += (others.empty() ? "" : " ") + word;
        }
    }
    if (option_count > 0)
        return (option_count > 1 ? "unknown options " : "unknown option ") + options;
    return (words.size() > 1 ? "unexpected words '" : "unexpected word '") + others + "'";
}

// Parses the command line. Nothing when the tool goes on; otherwise the exit
// status, with what was asked for or what was wrong already printed: the help
// (of the subcommand given, if any) or the version on standard output and 0,
// an error on standard error and 2.
[[nodiscard]] inline std::optional<int> parse(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help() << std::flush;
        return 0;
    } catch (const CLI::CallForAllHelp&) {
        std::cout << app.help("", CLI::AppFormatMode::All) << std::flush;
        return 0;
    } catch (const CLI::CallForVersion& version) {
        std::cout << version.what() << std::endl;
        return 0;
    } catch (const CLI::ParseError& error) {
        // Words nobody took are named first: an unknown option is the likely
        // cause of a missing positional or value after it.
        const std::vector<std::string> unknown = app.remaining(true);
        if (!unknown.empty()) return usage_error(app, unknown_text(unknown));
        // "--side: 1 required black|white|both missing", said as the tools
        // said it before CLI11.
        const std::string what = error.what();
        const auto colon = what.find(": 1 required ");
        if (what.starts_with("--") && colon != std::string::npos && what.ends_with(" missing"))
            return usage_error(app, what.substr(0, colon) + " needs a value");
        return usage_error(app, what);
    }
    return std::nullopt;
}

namespace detail {

template <typename Number>
[[nodiscard]] Number number_or_throw(const std::string& label, const std::string& text, Number low,
                                     Number high) {
    Number value{};
    if (!read_number(std::string_view(text), low, high, value))
        throw CLI::ValidationError(label + " takes a number from " + range_text(low, high) +
                                   ", not '" + text + "'");
    return value;
}

// The name an option's messages use: its long name ("--games") or, for a
// positional, its name ("depth").
[[nodiscard]] inline std::string label_of(const std::string& name) {
    const auto comma = name.rfind(',');
    return comma == std::string::npos ? name : name.substr(comma + 1);
}

} // namespace detail

// An option (a name starting with "--") or a positional whose value is a
// number from `low` to `high`, stored in `target` (which keeps its default
// when the option is not given). `label` names it in messages (the option's
// name unless given).
template <typename Number>
CLI::Option* add_number(CLI::App& app, const std::string& name, Number& target,
                        std::type_identity_t<Number> low, std::type_identity_t<Number> high,
                        const std::string& help, std::string label = {}) {
    if (label.empty()) label = detail::label_of(name);
    return app
        .add_option_function<std::string>(
            name,
            [&target, low, high, label](const std::string& text) {
                target = detail::number_or_throw<Number>(label, text, low, high);
            },
            help)
        ->type_name(std::floating_point<Number> ? "X" : "N");
}

// A positional list of numbers from `low` to `high`, each read as add_number
// reads one.
template <typename Number>
CLI::Option* add_numbers(CLI::App& app, const std::string& name, std::vector<Number>& target,
                         std::type_identity_t<Number> low, std::type_identity_t<Number> high,
                         const std::string& help, std::string label = {}) {
    if (label.empty()) label = detail::label_of(name);
    return app
        .add_option_function<std::vector<std::string>>(
            name,
            [&target, low, high, label](const std::vector<std::string>& texts) {
                for (const std::string& text : texts)
                    target.push_back(detail::number_or_throw<Number>(label, text, low, high));
            },
            help)
        ->type_name("N");
}

// An option whose value is one of `words`, stored as the value paired with
// it: "--stuck takes pass, end or fill, not 'x'" otherwise.
template <typename Value>
CLI::Option* add_choice(CLI::App& app, const std::string& name, Value& target,
                        std::vector<std::pair<std::string, Value>> words, const std::string& help) {
    std::string list;
    std::string choices;
    for (std::size_t i = 0; i < words.size(); ++i) {
        list += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i].first;
        choices += (i == 0 ? "" : "|") + words[i].first;
    }
    const std::string label = detail::label_of(name);
    return app
        .add_option_function<std::string>(
            name,
            [&target, words, list, label](const std::string& text) {
                for (const auto& [word, value] : words)
                    if (word == text) {
                        target = value;
                        return;
                    }
                throw CLI::ValidationError(label + " takes " + list + ", not '" + text + "'");
            },
            help)
        ->type_name(choices);
}

} // namespace ataxx::tools
