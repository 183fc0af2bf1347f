#include "app/Programs.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>

namespace acp::app {

namespace {

// The folder of the running executable, with a trailing slash; empty when unknown.
std::string ownFolder()
{
    std::string path(4096, '\0');
    const ssize_t length = readlink("/proc/self/exe", path.data(), path.size() - 1);
    if (length <= 0) {
        return {};
    }
    path.resize(std::size_t(length));
    return path.substr(0, path.rfind('/') + 1);
}

} // namespace

int execProgram(const char *program, char *argv[])
{
    const std::string folder = ownFolder();
    const std::string candidates[] = {
        folder + program,
        folder + ACP_PROGRAMS_FROM_BINDIR + "/" + program,
    };
    int lastError = ENOENT;
    for (const std::string &candidate : candidates) {
        if (!folder.empty() && access(candidate.c_str(), X_OK) == 0) {
            execv(candidate.c_str(), argv);
            lastError = errno;
        }
    }
    // Not translated: the launcher has no Qt, and this only happens to a broken installation.
    std::fprintf(stderr, "acp-workbench: cannot start %s (%s): %s\n", program,
                 candidates[1].c_str(), std::strerror(lastError));
    return 127;
}

} // namespace acp::app
