#include "ui/listing/ListingActions.h"

#include "core/listing/ListingDrafts.h"
#include "core/listing/ListingPullRequestStates.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionController.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/listing/ListingEditorDialog.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace acp {

ListingActions::ListingActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_runDialog([](ListingEditorDialog &dialog) { dialog.exec(); })
{
    m_draft = new QAction(tr("Draft &Listing…"), window);
    m_draft->setObjectName(QStringLiteral("actionDraftListing"));
    m_draft->setStatusTip(tr("Draft the approved platform's pytorch.org listing: its entry and "
                             "install guide, checked against the site's rules"));
    connect(m_draft, &QAction::triggered, this, &ListingActions::openSelected);
    if (QMenu *menu = window->actionController()->menu()) {
        menu->addSeparator();
        menu->addAction(m_draft);
    }

    Workspace &workspace = window->workspace();
    // The action controller reads the selected application's expected state once per
    // selection, outbox or sync change; the listing's answer follows from it.
    connect(window->actionController(), &ActionController::selectedStateUpdated, this,
            &ListingActions::updateAction);
    // After each sync, where the listing pull requests stand on the site's repository.
    m_states = new ListingPullRequestStates(workspace, this);
    connect(m_states, &ListingPullRequestStates::finished, this, [this](int checked) {
        if (checked > 0) {
            m_window->applicationPane()->reload();
        }
    });
    if (SyncEngine *engine = workspace.syncEngine()) {
        connect(engine, &SyncEngine::finished, this, [this](const SyncResult &result) {
            if (result.ok()) {
                m_states->refresh();
            }
        });
    }
    updateAction();
}

void ListingActions::updateAction()
{
    const int number = m_window->selectedApplication();
    const std::optional<IssueSnapshot> &expected = m_window->actionController()->selectedState();
    if (number <= 0 || !expected) {
        m_draft->setEnabled(false);
        m_draft->setToolTip(tr("Select an approved application first."));
        return;
    }
    // A retired platform's listing is drafted too: to take it off the site.
    const QString why = ListingDrafts::isRetired(*expected)
        ? QString()
        : ListingDrafts::whyNotListable(number, *expected, m_window->workspace().labelScheme());
    m_draft->setEnabled(why.isEmpty());
    m_draft->setToolTip(why.isEmpty() ? m_draft->statusTip() : why);
}

void ListingActions::openSelected()
{
    const int number = m_window->selectedApplication();
    if (number <= 0) {
        return;
    }
    const ListingDrafts drafts(m_window->workspace());
    const QString why = drafts.isRetired(number) ? QString() : drafts.whyNotListable(number);
    if (!why.isEmpty()) {
        QMessageBox::information(m_window, tr("Draft Listing"), why);
        return;
    }
    ListingEditorDialog dialog(m_window->workspace(), number, m_window);
    if (!dialog.isValid()) {
        QMessageBox::warning(m_window, tr("Draft Listing"), dialog.errorString());
        return;
    }
    connect(&dialog, &ListingEditorDialog::statusMessage, this, &ListingActions::statusMessage);
    m_runDialog(dialog);
}

} // namespace acp
