#pragma once

#include "core/listing/ListingRules.h"
#include "core/listing/PlatformListing.h"

#include <QDialog>

#include <functional>

class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTimer;

namespace acp {

class ListingDrafts;
class MarkdownView;
class SourceView;
class Workspace;

// Application > Draft Listing…: the pytorch.org listing of an approved platform, edited beside
// what it becomes. The fields of the entry and the install guide's Markdown on the left; the
// rendered guide and the entry's JSON on the right; below, what the site's rules say
// (ListingRules), checked as the co-chair types, each problem naming its field and taking the
// cursor there when activated. Every edit is kept in the workspace (ListingDrafts) a moment
// after it is made and when the dialog closes; Save Files… writes the two files into a folder
// (a clone of pytorch/pytorch.github.io), and only a draft without errors.
class ListingEditorDialog : public QDialog
{
    Q_OBJECT
public:
    ListingEditorDialog(Workspace &workspace, int issueNumber, QWidget *parent = nullptr);
    ~ListingEditorDialog() override;

    // False when the application could not be drafted (errorString()).
    bool isValid() const { return m_valid; }
    QString errorString() const { return m_error; }

    PlatformListing listing() const;
    const QList<ListingProblem> &problems() const { return m_problems; }
    bool isKept() const { return m_kept; }
    // The platform is retired: the pull request takes its listing off the site.
    bool isRemoval() const { return m_removal; }

    // Writes the two files under `folder`; false with errorString() when the draft has errors
    // or a file cannot be written.
    bool saveFiles(const QString &folder);
    // How Save Files… asks for the folder; the default is a folder dialog. Tests replace it.
    using FolderChooser = std::function<QString(QWidget *parent)>;
    void setFolderChooser(FolderChooser chooser) { m_chooseFolder = std::move(chooser); }

    // Queues the pull request of the draft to the site's repository (ListingPullRequests);
    // false with errorString() when it cannot be queued.
    bool queuePullRequest();
    // How Open Pull Request… asks before queueing; the default is a question box. Tests
    // replace it.
    using Confirmation = std::function<bool(QWidget *parent, const QString &question)>;
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }

    // The editor of a field as ListingProblem names it ("stable.linux"), or nothing.
    QWidget *editorFor(const QString &field) const;

public slots:
    // Replaces the draft with a new one from the application, and forgets the kept one.
    void startOver();
    void saveFilesWithDialog();
    void queuePullRequestWithQuestion();

signals:
    void statusMessage(const QString &message, int timeoutMs);

protected:
    void done(int result) override;

private:
    void buildUi();
    void fill(const PlatformListing &listing);
    void onEdited();
    void revalidate();
    void keepNow();
    void activateProblem(QListWidgetItem *item);
    void updatePullRequest();

    Workspace &m_workspace;
    int m_issueNumber = 0;
    bool m_valid = false;
    bool m_kept = false;
    bool m_removal = false;
    bool m_filling = false;
    QString m_error;
    QList<ListingProblem> m_problems;
    FolderChooser m_chooseFolder;
    Confirmation m_confirm;

    QLabel *m_sourceLabel = nullptr;
    QLineEdit *m_platformId = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_supportChannel = nullptr;
    QLineEdit *m_stableLinux = nullptr;
    QLineEdit *m_stableWindows = nullptr;
    QLineEdit *m_previewLinux = nullptr;
    QLineEdit *m_previewWindows = nullptr;
    QPlainTextEdit *m_guide = nullptr;
    QTabWidget *m_tabs = nullptr;
    MarkdownView *m_guidePreview = nullptr;
    SourceView *m_entryView = nullptr;
    QLabel *m_pathsLabel = nullptr;
    QListWidget *m_problemList = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_pullRequestButton = nullptr;
    QLabel *m_pullRequestLabel = nullptr;
    QTimer *m_keepTimer = nullptr;
};

} // namespace acp
