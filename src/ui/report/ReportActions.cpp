#include "ui/report/ReportActions.h"

#include "core/report/ReportBuilder.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationFilterModel.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/report/ReportRenderer.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QStandardPaths>

namespace acp {

ReportActions::ReportActions(MainWindow *window, QMenu *menu, QAction *before)
    : QObject(window)
    , m_window(window)
{
    m_export = new QAction(QIcon::fromTheme(QStringLiteral("document-export")),
                           tr("&Export Report…"), this);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setStatusTip(tr("Save the review report of the selected application as a PDF"));
    m_exportRound = new QAction(tr("Export &Round Report…"), this);
    m_exportRound->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportRound->setStatusTip(
        tr("Save one PDF with a cover page and the report of every application the list shows"));
    m_printPreview = new QAction(QIcon::fromTheme(QStringLiteral("document-print-preview")),
                                 tr("Print Pre&view…"), this);
    m_printPreview->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    m_printPreview->setStatusTip(tr("Preview the selected application's report as printed"));
    m_print = new QAction(QIcon::fromTheme(QStringLiteral("document-print")), tr("&Print…"), this);
    m_print->setShortcut(QKeySequence::Print);
    m_print->setStatusTip(tr("Print the selected application's report"));

    menu->insertActions(before, { m_export, m_exportRound });
    menu->insertSeparator(before);
    menu->insertActions(before, { m_printPreview, m_print });
    menu->insertSeparator(before);

    connect(m_export, &QAction::triggered, this, &ReportActions::exportSelected);
    connect(m_exportRound, &QAction::triggered, this, &ReportActions::exportVisible);
    connect(m_printPreview, &QAction::triggered, this, &ReportActions::printPreview);
    connect(m_print, &QAction::triggered, this, &ReportActions::print);
    connect(menu, &QMenu::aboutToShow, this, &ReportActions::updateActions);
    updateActions();
}

void ReportActions::updateActions()
{
    const bool selected = m_window->selectedApplication() > 0;
    m_export->setEnabled(selected);
    m_printPreview->setEnabled(selected);
    m_print->setEnabled(selected);
    m_exportRound->setEnabled(m_window->filterModel()->rowCount() > 0);
}

QList<int> ReportActions::visibleApplications() const
{
    QList<int> numbers;
    const ApplicationFilterModel *filter = m_window->filterModel();
    for (int row = 0; row < filter->rowCount(); ++row) {
        numbers.append(filter->index(row, 0).data(ApplicationListModel::NumberRole).toInt());
    }
    return numbers;
}

bool ReportActions::exportApplication(int number, const QString &path)
{
    ReportBuilder builder(m_window->workspace());
    const std::optional<ApplicationReport> report = builder.application(number);
    if (!report) {
        m_error = builder.errorString();
        return false;
    }
    ReportRenderer renderer;
    if (!renderer.writePdf(*report, path)) {
        m_error = renderer.errorString();
        return false;
    }
    return true;
}

bool ReportActions::exportRound(const QList<int> &numbers, const QString &path)
{
    ReportBuilder builder(m_window->workspace());
    const std::optional<RoundReport> round = builder.round(numbers);
    if (!round) {
        m_error = builder.errorString();
        return false;
    }
    // A round of a hundred applications takes a while: show where it is, let it be cancelled,
    // and keep the window responsive between pages.
    QProgressDialog progress(tr("Preparing the round report…"), tr("Cancel"), 0,
                             int(numbers.size()) + 1, m_window);
    progress.setWindowTitle(tr("Export Round Report"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    ReportRenderer renderer;
    renderer.setProgress([&progress](const QString &label, int value, int maximum) {
        progress.setLabelText(label);
        progress.setMaximum(maximum);
        progress.setValue(std::min(value, maximum - 1));
        QCoreApplication::processEvents();
        return !progress.wasCanceled();
    });
    const bool written = renderer.writePdf(*round, path);
    progress.reset();
    if (!written) {
        m_error = renderer.errorString();
        return false;
    }
    return true;
}

QString ReportActions::askForPath(const QString &suggestedName)
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty()) {
        folder = QDir::homePath();
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Report"),
                                                QDir(folder).filePath(suggestedName),
                                                tr("PDF documents (*.pdf)"));
    if (!path.isEmpty() && !path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        path += QLatin1String(".pdf");
    }
    return path;
}

void ReportActions::exportSelected()
{
    const int number = m_window->selectedApplication();
    if (number <= 0) {
        emit statusMessage(tr("Select an application first."), ui::StatusMessageTimeoutMs);
        return;
    }
    const QString path = askForPath(QStringLiteral("acp-review-%1.pdf").arg(number));
    if (path.isEmpty()) {
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written = exportApplication(number, path);
    QApplication::restoreOverrideCursor();
    if (!written) {
        QMessageBox::warning(m_window, tr("Export Report"), m_error);
        return;
    }
    emit statusMessage(tr("Report saved to %1").arg(QDir::toNativeSeparators(path)),
                       ui::StatusMessageTimeoutMs);
}

void ReportActions::exportVisible()
{
    const QList<int> numbers = visibleApplications();
    if (numbers.isEmpty()) {
        emit statusMessage(tr("The list shows no applications to report on."),
                           ui::StatusMessageTimeoutMs);
        return;
    }
    const QString path = askForPath(
        QStringLiteral("acp-review-round-%1.pdf").arg(QDate::currentDate().toString(Qt::ISODate)));
    if (path.isEmpty()) {
        return;
    }
    if (!exportRound(numbers, path)) {
        if (!m_error.isEmpty()) {
            QMessageBox::warning(m_window, tr("Export Round Report"), m_error);
        }
        return;
    }
    emit statusMessage(tr("Round report saved to %1").arg(QDir::toNativeSeparators(path)),
                       ui::StatusMessageTimeoutMs);
}

bool ReportActions::selectedReport(ApplicationReport *report)
{
    const int number = m_window->selectedApplication();
    if (number <= 0) {
        emit statusMessage(tr("Select an application first."), ui::StatusMessageTimeoutMs);
        return false;
    }
    ReportBuilder builder(m_window->workspace());
    std::optional<ApplicationReport> built = builder.application(number);
    if (!built) {
        QMessageBox::warning(m_window, tr("Print"), builder.errorString());
        return false;
    }
    *report = std::move(*built);
    return true;
}

bool ReportActions::paint(const ApplicationReport &report, QPrinter *printer)
{
    printer->setDocName(ReportRenderer::documentTitle(report));
    printer->setCreator(ReportRenderer::creator());
    ReportRenderer renderer;
    if (!renderer.print(report, printer)) {
        m_error = renderer.errorString();
        return false;
    }
    return true;
}

void ReportActions::printPreview()
{
    ApplicationReport report;
    if (!selectedReport(&report)) {
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(ReportRenderer::defaultPageLayout());
    QPrintPreviewDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Preview: %1").arg(ReportRenderer::documentTitle(report)));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [this, &report](QPrinter *target) { paint(report, target); });
    dialog.exec();
}

void ReportActions::print()
{
    ApplicationReport report;
    if (!selectedReport(&report)) {
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(ReportRenderer::defaultPageLayout());
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Report"));
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    if (!paint(report, &printer)) {
        QMessageBox::warning(m_window, tr("Print Report"), m_error);
    }
}

} // namespace acp
