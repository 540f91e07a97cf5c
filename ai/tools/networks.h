#pragma once

// The --nnue option of the tools that search (ataxx-datagen, ataxx-openings):
// which evaluation their searches use.
#include "nnue/network.h"
#include "tools/cli.h"

#include <memory>
#include <string>

namespace ataxx::tools {

// Declares --nnue X into `nnue`: 1 the built-in networks, 0 the hand-made
// evaluation, or a network file.
inline CLI::Option* add_nnue_option(CLI::App& app, std::string& nnue) {
    return app
        .add_option("--nnue", nnue,
                    "evaluation: 1 the built-in networks where a board has\n"
                    "one (default), 0 the hand-made one, or a network file")
        ->type_name("X");
}

// --nnue's evaluation: the built-in networks (1), the hand-made one (0, no
// networks: `networks` left empty), or a network file's. False (with the
// reason) when the file is no network.
[[nodiscard]] inline bool load_networks(const std::string& nnue,
                                        std::shared_ptr<const nnue::NetworkSet>& networks,
                                        std::string& error) {
    if (nnue == "1") {
        networks = nnue::NetworkSet::builtins();
    } else if (nnue != "0") {
        auto net = nnue::Network::load(nnue, error);
        if (!net) return false;
        networks = nnue::NetworkSet::with(std::move(net));
    }
    return true;
}

} // namespace ataxx::tools
