#pragma once

// The state of one push, shared by the files of OutboxPusher (OutboxPusher.cpp and
// OutboxPusherPullRequest.cpp); nothing else includes it.

#include "core/domain/Issue.h"
#include "core/outbox/OutboxAction.h"
#include "core/outbox/OutboxPusher.h"

#include <QDateTime>
#include <QLockFile>
#include <QSet>
#include <QTimer>
#include <QUuid>

#include <functional>
#include <memory>
#include <optional>

namespace acp {

struct OutboxPusher::Run
{
    std::unique_ptr<QLockFile> lock;
    QString lockKey;
    PushSummary summary;
    QSet<qint64> finishedIds; // actions this push is done with
    QSet<int> heldIssues; // issues with an unresolved action: later ones wait
    int total = 0;
    int processed = 0;
    int requestsAtStart = 0;
    QString pushId = QUuid::createUuid().toString(QUuid::WithoutBraces); // attempts name it
    bool cancelled = false;
    bool inFlight = false;

    std::optional<OutboxAction> action;
    Issue remoteIssue;
    IssueSnapshot remote;
    QDateTime serverNow; // GitHub's clock, from the last Date header
    QString stepKey;
    int stepAttempts = 0;

    QTimer *timer = nullptr;
    std::function<void()> afterWait;
};

} // namespace acp
