#pragma once

#include "core/catalog/ApplicationCatalog.h"

#include <QColor>
#include <QFont>
#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QMimeData;
class QPlainTextEdit;
class QStackedWidget;
class QTimer;

namespace Ui {
class ApplicationPane;
}

namespace acp {

class ChecklistPane;
class FlowLayout;
class PillLabel;
class MarkdownView;
class SourceView;
class Workspace;

// One application: a header (platform, number, title, state, labels, author, dates, a link
// to GitHub), the issue body and its comment thread rendered as Markdown, and the reviewer's
// private note, saved as they type; beside them the admission checklist (ChecklistPane).
//
// Selecting a requirement highlights the form sections that answer it; links, text, files and
// images dropped onto the rendered application become evidence about the application as a
// whole.
class ApplicationPane : public QWidget
{
    Q_OBJECT
public:
    explicit ApplicationPane(QWidget *parent = nullptr);
    ~ApplicationPane() override;

    void setWorkspace(Workspace *workspace);

    // Shows application `number` from the workspace's cache; false (and the empty state)
    // when it is not there.
    bool showApplication(int number);
    // Re-reads the application shown (after a sync); the note being edited is kept.
    void reload();
    // The empty state: nothing selected.
    void clear();

    int currentNumber() const { return m_number; }
    MarkdownView *markdownView() const;
    QPlainTextEdit *noteEditor() const;
    ChecklistPane *checklistPane() const;

    // Highlights the form sections (indexes into the checklist's form) in the rendered body;
    // with `scroll`, brings the first one into view. An empty list removes the highlight.
    void highlightSections(const QList<int> &sections, bool scroll);
    QList<int> highlightedSections() const { return m_highlighted; }

    SourceView *sourceView() const { return m_sourceView; }

    // The issue body as the applicant wrote it (Markdown source) instead of rendered.
    void setSourceVisible(bool visible);
    bool isSourceVisible() const;

    // Saves the note now if a save is pending (before switching applications or quitting).
    void flushNote();

    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

signals:
    void statusMessage(const QString &message, int timeoutMs);
    // A duplicate or resubmission was clicked in the header.
    void applicationRequested(int number);
    void noteSaved(int number);

private:
    void showHeader(const ApplicationSummary &application);
    // Duplicates and resubmissions of `issue`, each a link to it; hidden when there are none.
    void showRelated(const Issue &issue);
    void showLabels(const QStringList &labels);
    void loadNote();
    void saveNote();
    void applyHeaderStyle();
    void openOnGitHub(const QString &link);
    void applySectionHighlight(bool scroll);
    bool acceptEvidenceDrag(QDropEvent *event, bool onPane);
    void setDropOverlayVisible(bool visible);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The application's Markdown source, highlighted only once the source view is visible.
    void showSource(const QString &body);
    void refreshSource();

    std::unique_ptr<Ui::ApplicationPane> m_ui;
    QPointer<Workspace> m_workspace;
    FlowLayout *m_labelsLayout = nullptr;
    QList<PillLabel *> m_labelChips; // in the order of the labels shown
    QStackedWidget *m_bodyStack = nullptr;
    SourceView *m_sourceView = nullptr;
    // The body the source view is to show, set into it when it is shown (showSource()).
    QString m_pendingSource;
    bool m_sourceStale = false;
    QTimer *m_noteTimer = nullptr;
    int m_number = 0;
    int m_noteNumber = 0; // the application the note editor holds
    bool m_loadingNote = false;
    std::optional<ApplicationSummary> m_shown;
    QList<int> m_highlighted;
    QLabel *m_dropOverlay = nullptr;
};

} // namespace acp
