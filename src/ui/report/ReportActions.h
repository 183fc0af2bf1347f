#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QPrinter;

namespace acp {

class MainWindow;
struct ApplicationReport;
struct RoundReport;

// The report entries of the File menu: Export Report… (the selected application), Export Round
// Report… (every application the list shows, with its filters), Print Preview… and Print… (the
// selected application). Reports come from the cache, offline; a round shows its progress
// page by page and can be cancelled.
class ReportActions : public QObject
{
    Q_OBJECT
public:
    // Inserts the actions into `menu` before `before` (or at its end).
    ReportActions(MainWindow *window, QMenu *menu, QAction *before);

    QAction *exportAction() const { return m_export; }
    QAction *exportRoundAction() const { return m_exportRound; }
    QAction *printPreviewAction() const { return m_printPreview; }
    QAction *printAction() const { return m_print; }

    // The applications the list shows, in its order.
    QList<int> visibleApplications() const;

    // Without dialogs: write the report of one application, or of a round, to `path`.
    bool exportApplication(int number, const QString &path);
    bool exportRound(const QList<int> &numbers, const QString &path);
    QString errorString() const { return m_error; }

public slots:
    void exportSelected();
    void exportVisible();
    void printPreview();
    void print();

signals:
    void statusMessage(const QString &message, int timeoutMs);

private:
    void updateActions();
    bool paint(const ApplicationReport &report, QPrinter *printer);
    QString askForPath(const QString &suggestedName);
    bool selectedReport(ApplicationReport *report);

    MainWindow *m_window;
    QAction *m_export = nullptr;
    QAction *m_exportRound = nullptr;
    QAction *m_printPreview = nullptr;
    QAction *m_print = nullptr;
    QString m_error;
};

} // namespace acp
