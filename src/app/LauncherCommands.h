#pragma once

#include <algorithm>
#include <array>
#include <string_view>

namespace acp::app {

// The words that make the launcher start the command-line program: the commands but `report`
// (which paints PDF pages with Qt GUI), help and the version. tst_launcher checks the
// commands against the parser's (acp::knownCommands()).
inline constexpr std::array<std::string_view, 19> CommandLineOnlyCommands {
    "sync",           "list",      "show",    "checklist", "request-info", "start-vote", "decide",
    "back-to-review", "outbox",    "push",    "due",       "review",       "remind",     "vote",
    "roster",         "co-chairs", "reviews", "listing",   "dashboard",
};
inline constexpr std::array<std::string_view, 5> HelpAndVersion { "-h", "--help", "--help-all",
                                                                  "-v", "--version" };

inline bool isCommandLineOnly(std::string_view argument)
{
    return std::find(CommandLineOnlyCommands.begin(), CommandLineOnlyCommands.end(), argument)
        != CommandLineOnlyCommands.end()
        || std::find(HelpAndVersion.begin(), HelpAndVersion.end(), argument)
        != HelpAndVersion.end();
}

} // namespace acp::app
