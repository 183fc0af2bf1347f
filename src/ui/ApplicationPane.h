#pragma once

#include "catalog/ApplicationCatalog.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QPlainTextEdit;
class QStackedWidget;
class QTimer;

namespace Ui {
class ApplicationPane;
}

namespace acp {

class FlowLayout;
class MarkdownView;
class SourceView;
class Workspace;

// One application: a header (platform, number, title, state, labels, author, dates, a link
// to GitHub), the issue body and its comment thread rendered as Markdown, and the reviewer's
// private note, saved as they type.
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
    void noteSaved(int number);

private:
    void showHeader(const ApplicationSummary &application);
    void showLabels(const QStringList &labels);
    void loadNote();
    void saveNote();
    void applyHeaderStyle();
    void openOnGitHub(const QString &link);

protected:
    void changeEvent(QEvent *event) override;

private:
    std::unique_ptr<Ui::ApplicationPane> m_ui;
    QPointer<Workspace> m_workspace;
    FlowLayout *m_labelsLayout = nullptr;
    QStackedWidget *m_bodyStack = nullptr;
    SourceView *m_sourceView = nullptr;
    QTimer *m_noteTimer = nullptr;
    int m_number = 0;
    int m_noteNumber = 0; // the application the note editor holds
    bool m_loadingNote = false;
    std::optional<ApplicationSummary> m_shown;
};

} // namespace acp
