#pragma once

#include <QObject>

#include <functional>

class QAction;

namespace acp {

class ListingEditorDialog;
class ListingPullRequestStates;
class MainWindow;

// Application > Draft Listing…: opens the listing editor (ListingEditorDialog) for the selected
// application, enabled once it is approved (on GitHub or by a decision in the outbox), or
// retired (the editor then drafts the listing's removal); the tool tip says why not otherwise.
// After each sync it reads back where the listing pull requests stand (ListingPullRequestStates),
// which the application's header shows.
class ListingActions : public QObject
{
    Q_OBJECT
public:
    explicit ListingActions(MainWindow *window);

    QAction *draftAction() const { return m_draft; }
    ListingPullRequestStates *pullRequestStates() const { return m_states; }

    // How the dialog is run; the default is exec(). Tests replace it to drive the dialog.
    using DialogRunner = std::function<void(ListingEditorDialog &dialog)>;
    void setDialogRunner(DialogRunner runner) { m_runDialog = std::move(runner); }

public slots:
    void openSelected();
    void updateAction();

signals:
    void statusMessage(const QString &message, int timeoutMs);

private:
    MainWindow *m_window;
    QAction *m_draft = nullptr;
    ListingPullRequestStates *m_states = nullptr;
    DialogRunner m_runDialog;
};

} // namespace acp
