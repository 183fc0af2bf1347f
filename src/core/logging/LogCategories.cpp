#include "core/logging/LogCategories.h"

namespace acp {

// QtInfoMsg: debug messages need a rule (QT_LOGGING_RULES); info and warnings show by default.
Q_LOGGING_CATEGORY(lcGitHub, "acp.github", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSync, "acp.sync", QtInfoMsg)
Q_LOGGING_CATEGORY(lcOutbox, "acp.outbox", QtInfoMsg)
Q_LOGGING_CATEGORY(lcVoting, "acp.voting", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStore, "acp.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcPreview, "acp.preview", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAuth, "acp.auth", QtInfoMsg)
Q_LOGGING_CATEGORY(lcWorkspace, "acp.workspace", QtInfoMsg)

} // namespace acp
