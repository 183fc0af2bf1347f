// PDF review reports of the demo workspace, read back with the tools a reader's machine has:
// pdftotext for content and order, pdfinfo for pages and metadata, qpdf --check for validity,
// pdfimages for thumbnails. Also the ToUnicode repair that keeps CJK text searchable.

#include "ProgramRun.h"
#include "TestSupport.h"
#include "core/report/ReportBuilder.h"
#include "core/review/ChecklistStore.h"
#include "core/workspace/Workspace.h"
#include "ui/report/ReportRenderer.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

using acp::test::runTool;

QString pdfText(const QString &pdf, int firstPage = 0, int lastPage = 0, bool layout = false)
{
    QStringList arguments;
    if (layout)
        arguments << s("-layout");
    if (firstPage > 0)
        arguments << s("-f") << QString::number(firstPage);
    if (lastPage > 0)
        arguments << s("-l") << QString::number(lastPage);
    arguments << pdf << s("-");
    return runTool(s("pdftotext"), arguments).outText();
}

QString pdfInfo(const QString &pdf, const QString &field)
{
    const QString info = runTool(s("pdfinfo"), { pdf }).outText();
    for (const QString &line : info.split(QLatin1Char('\n'))) {
        if (line.startsWith(field + QLatin1Char(':')))
            return line.mid(field.size() + 1).trimmed();
    }
    return {};
}

// Each of `needles` found in `text`, in this order.
// Whitespace (line breaks inside table cells) counts as one space.
bool inOrder(const QString &pdfText, const QStringList &needles, QString *missing)
{
    const QString text = pdfText.simplified();
    qsizetype from = 0;
    for (const QString &needle : needles) {
        const qsizetype at = text.indexOf(needle, from);
        if (at < 0) {
            *missing = needle;
            return false;
        }
        from = at + needle.size();
    }
    return true;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_ReportRenderer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;

    ApplicationReport application(int number)
    {
        ReportBuilder::Options options;
        options.preparedBy = s("wg-cochair-ana");
        ReportBuilder builder(*m_workspace, options);
        const std::optional<ApplicationReport> report = builder.application(number);
        if (!report)
            qFatal("no application #%d", number);
        return *report;
    }

    QString write(const ApplicationReport &report, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        ReportRenderer renderer;
        if (!renderer.writePdf(report, path))
            qWarning("%s", qPrintable(renderer.errorString()));
        return path;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        for (const char *tool : { "pdftotext", "pdfinfo", "pdfimages", "qpdf" }) {
            QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                     qPrintable(s("%1 is needed to read reports back: install poppler-utils and "
                                  "qpdf (scripts/install-deps.sh does)")
                                    .arg(QLatin1String(tool))));
        }
        QVERIFY(m_dir.isValid());
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo.sqlite3"));
        m_workspace = std::make_unique<Workspace>(options);
        QVERIFY2(m_workspace->open(), qPrintable(m_workspace->errorString()));

        ChecklistStore store(m_workspace->database());
        QVERIFY(store.setEntry(15, s("pytorch-integration"), ChecklistStatus::Met,
                               s("Uses PrivateUse1 with the backend renamed to `raicho`.")));
        QVERIFY(store.setEntry(15, s("working-ci"), ChecklistStatus::Gap,
                               s("Internal Jenkins only.\n\n```yaml\narch: [x86_64]\n```\n\n"
                                 "<script>alert(1)</script> [bad](javascript:alert(1))")));
        QVERIFY(store.setEntry(15, s("security-policy"), ChecklistStatus::NeedsJudgment,
                               s("Timelines given in the comment of 2026-08-19.")));
        QVERIFY(store.setStatus(15, s("maintenance-commitment"), ChecklistStatus::NotApplicable));

        // A screenshot marked for the report, and a private note that must stay out.
        QImage image(320, 200, QImage::Format_RGB32);
        image.fill(QColor(0x20, 0x80, 0xc0));
        QPainter(&image).fillRect(40, 40, 120, 80, Qt::white);
        const QString png = m_dir.filePath(s("ci-dashboard.png"));
        QVERIFY(image.save(png));
        const auto imageNote =
            store.addFileNote(15, s("working-ci"), png, EvidenceKind::Image, s("drop"));
        QVERIFY2(imageNote, qPrintable(store.errorString()));
        std::optional<EvidenceNote> note = store.note(*imageNote);
        note->includeInReport = true;
        note->content = s("Nightly dashboard");
        QVERIFY(store.updateNote(*note));
        QVERIFY(store.addTextNote(15, s("working-ci"), s("PRIVATE-REMARK-42")));
    }

    void applicationReportReadsBack()
    {
        const QString path = write(application(15), s("app-15.pdf"));
        QVERIFY(QFile::exists(path));

        QCOMPARE(runTool(s("qpdf"), { s("--check"), path }).exitCode, 0);
        QCOMPARE(pdfInfo(path, s("Title")), s("ACP review report: #15 雷鳥 (Raichō) NPU"));
        QVERIFY(pdfInfo(path, s("Creator")).startsWith(s("ACP Workbench ")));
        const int pages = pdfInfo(path, s("Pages")).toInt();
        QVERIFY2(pages >= 2 && pages <= 6, qPrintable(QString::number(pages)));

        const QString text = pdfText(path);
        QString missing;
        // Sections in order, and the requirements in the definition's order.
        QVERIFY2(inOrder(text,
                         { s("雷鳥 (Raichō) NPU"), s("Summary"), s("Checklist"),
                           s("PyTorch integration"), s("Feature list"), s("Working CI"),
                           s("Security policy"), s("Conversation"), s("Vote"), s("Decision") },
                         &missing),
                 qPrintable(missing));
        // The CJK title, organization and the submitter's Japanese come back as written.
        QVERIFY(text.contains(s("霧島演算株式会社 (Kirishima Compute K.K.)")));
        QVERIFY(text.contains(s("ご確認ありがとうございます")));
        QVERIFY(!text.contains(QChar(0x2FC3))); // ⿃, the radical Qt's own text layer says
        // Header fields, statuses and notes.
        QVERIFY(text.contains(s("kirishima-sato")));
        QVERIFY(text.contains(s("Needs info")));
        QVERIFY2(inOrder(text,
                         { s("PyTorch integration"), s("Met"),
                           s("Uses PrivateUse1 with the backend renamed to raicho.") },
                         &missing),
                 qPrintable(missing));
        QVERIFY2(
            inOrder(text,
                    { s("Working CI"), s("Gap"), s("Internal Jenkins only."), s("arch: [x86_64]") },
                    &missing),
            qPrintable(missing));
        QVERIFY(text.contains(s("Needs judgment")));
        QVERIFY(text.contains(s("Not applicable")));
        QVERIFY(text.contains(s("Unreviewed")));
        QVERIFY(text.contains(s("Nightly dashboard")));
        QVERIFY(!text.contains(s("PRIVATE-REMARK-42")));
        // Raw HTML shows as text, never as markup; a javascript: link is no link.
        QVERIFY(text.contains(s("<script>alert(1)</script>")));
        // The conversation: the request, then the submitter's answer, with dates.
        QVERIFY2(inOrder(text,
                         { s("Working group"), s("2026-07-06 09:40 UTC"), s("Submitter's answer"),
                           s("2026-08-19 05:12 UTC") },
                         &missing),
                 qPrintable(missing));
        QVERIFY(text.contains(s("No vote has been held on this application.")));
        QVERIFY(text.contains(s("No decision has been recorded yet.")));
        QVERIFY(text.contains(s("Page 1 of %1").arg(pages)));

        // Live links: the issue, the evidence and the comments, and nothing else.
        const QByteArray pdf = readFile(path);
        QVERIFY(pdf.contains(
            "/URI (https://github.com/acp-demo/additional-compute-platforms/issues/15)"));
        QVERIFY(pdf.contains("/URI (https://kirishima-compute.example/ci/torch-raicho)"));
        QVERIFY(pdf.contains("/URI (https://github.com/acp-demo/additional-compute-platforms/"
                             "issues/15#issuecomment-3650020979)"));
        QVERIFY(!pdf.contains("javascript:"));

        // The screenshot is embedded as a thumbnail.
        const QString images = runTool(s("pdfimages"), { s("-list"), path }).outText();
        QVERIFY2(images.split(QLatin1Char('\n')).size() >= 4, qPrintable(images));
    }

    // Each status in the checklist's Status column is printed whole: the column is as wide as
    // its widest word, so "Unreviewed" never breaks into "Unreviewe" and "d".
    void checklistStatusesAreNeverBrokenInsideAWord()
    {
        const ApplicationReport report = application(15);
        const QString text = pdfText(write(report, s("app-15-statuses.pdf")));
        const qsizetype from = text.indexOf(s("Reviewer's note and evidence"));
        const qsizetype to = text.indexOf(s("Conversation"), from);
        QVERIFY(from >= 0 && to > from);
        const QString checklist = text.mid(from, to - from).simplified();
        for (ChecklistStatus status :
             { ChecklistStatus::Met, ChecklistStatus::Gap, ChecklistStatus::NeedsJudgment,
               ChecklistStatus::NotApplicable, ChecklistStatus::Unreviewed }) {
            const auto expected = std::count_if(
                report.requirements.cbegin(), report.requirements.cend(),
                [status](const ReportRequirement &item) { return item.entry.status == status; });
            const QString name = checklistStatusDisplayName(status);
            QVERIFY2(checklist.count(name) >= expected,
                     qPrintable(s("%1: %2 of %3 whole in\n%4")
                                    .arg(name)
                                    .arg(checklist.count(name))
                                    .arg(expected)
                                    .arg(checklist)));
        }
        QVERIFY(checklist.count(s("Unreviewed")) >= 4);
    }

    void voteSectionFromTheCache()
    {
        const QString path = write(application(12), s("app-12.pdf"));
        const QString text = pdfText(path);
        QString missing;
        QVERIFY2(inOrder(text,
                         { s("Vote"), s("Opened by wg-cochair-ana on 2026-05-26 16:00 UTC"),
                           s("Rule:"), s("Standing (the vote is open):"),
                           s("Roster frozen when the vote opened"), s("Basalt Cloud"), s("Reject"),
                           s("Pinecrest University"), s("pinecrest-ode: Ambiguous (not counted)."),
                           s("Vantablue Systems"), s("curious-onlooker") },
                         &missing),
                 qPrintable(missing));
        // The alternate's ballot is shown with the reason it does not count.
        QVERIFY(text.simplified().contains(
            s("basalt-alt-rhea: Approve. Not counted: the representative's ballot counts")));
        QVERIFY(readFile(path).contains("issuecomment-3650014809"));
    }

    // The team's reviews: requirements down, this checklist and each published review across,
    // "≠" where they differ. Demo #12 carries a co-chair's hand-written table.
    void reviewsSectionSideBySide()
    {
        ApplicationReport report = application(12);
        QVERIFY(!report.reviews.isEmpty());
        for (ReportRequirement &item : report.requirements) {
            if (item.requirement.id == QLatin1String("working-ci")) {
                item.entry.status = ChecklistStatus::Met;
            }
        }
        report.reviewDisagreements = { s("working-ci") };
        const QString text = pdfText(write(report, s("reviews-12.pdf")));
        QString missing;
        QVERIFY2(inOrder(text,
                         { s("Checklist"), s("Reviews"), s("This checklist"), s("@wg-cochair-ana"),
                           s("Feature list"), s("≠ Working CI"), s("Met"), s("Needs judgment"),
                           s("Security policy"), s("Reviewers disagree on 1 requirement"),
                           s("Conversation") },
                         &missing),
                 qPrintable(missing));
        // Without published reviews there is no such section.
        report.reviews.clear();
        QVERIFY(!pdfText(write(report, s("no-reviews-12.pdf"))).contains(s("This checklist")));
    }

    // Whatever reaches the renderer, the PDF shows no control, bidi or invisible character: the
    // report below bypasses the model's neutralisation (its fields are set directly), so the
    // renderer's own pass is what is tested. An override would otherwise reverse "gnp.exe".
    void hostileTextIsNeutralisedInThePdf()
    {
        const QString tampered = s("Evil\u202Egnp.exe\u202C \u2066iso\u2069 zero\u200Bwidth "
                                   "tag\U000E0041\U000E0042 esc\u001b[31m csi\u009b2J");
        ApplicationReport report = application(12);
        report.title = tampered;
        report.platformName = tampered;
        report.author = tampered;
        report.labels.append(tampered);
        QVERIFY(!report.conversation.isEmpty());
        report.conversation.first().author = tampered;
        report.conversation.first().excerpt =
            s("**Comment** ") + tampered + s("\n\n- item ") + tampered;
        QVERIFY(!report.vote.roster.isEmpty());
        report.vote.roster.first().organization = tampered;
        QVERIFY(!report.requirements.isEmpty());
        report.requirements.first().entry.note = tampered;
        const QString path = write(report, s("hostile-12.pdf"));
        const QString text = pdfText(path);
        QVERIFY(!text.isEmpty());
        QStringList found;
        for (uint c : text.toUcs4()) {
            if ((c < 0x20 && c != '\n' && c != '\t' && c != '\f') || (c >= 0x7F && c <= 0x9F)
                || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2060 && c <= 0x2069) || c == 0xFEFF || (c >= 0xE0000 && c <= 0xE007F)) {
                found.append(s("U+%1").arg(c, 4, 16, QLatin1Char('0')));
            }
        }
        found.removeDuplicates();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char(' '))));
        // Read in the order it was written, with the tampering shown.
        QVERIFY2(text.contains(s("Evil\uFFFDgnp.exe\uFFFD")), qPrintable(text.left(2000)));
        QVERIFY(text.count(s("Evil\uFFFDgnp.exe")) >= 2);
        const QString title = pdfInfo(path, s("Title"));
        QVERIFY2(!title.contains(QChar(0x202E)) && title.contains(s("gnp.exe")), qPrintable(title));
    }

    // An address the window would refuse to open is no link in the PDF either, only its text:
    // a PDF viewer follows a link without asking. The report below is set directly, as a
    // database from elsewhere could hold it.
    void refusedAddressesAreNoLinksInThePdf()
    {
        ApplicationReport report = application(12);
        QVERIFY(!report.requirements.isEmpty());
        ReportRequirement &requirement = report.requirements.first();
        ReportLink hostile;
        hostile.link.url = QUrl(s("javascript:alert(document.domain)"));
        hostile.link.text = s("CI dashboard");
        ReportLink fine;
        fine.link.url = QUrl(s("https://ci.example.org/runs/42"));
        fine.link.text = s("CI runs");
        requirement.links = { hostile, fine };
        ReportNote note;
        note.note.kind = EvidenceKind::Url;
        note.note.content = s("file:///etc/passwd");
        note.note.includeInReport = true;
        requirement.notes = { note };
        const QString path = write(report, s("links-12.pdf"));

        // Uncompressed, every link annotation's /URI can be read as text.
        const QString plain = m_dir.filePath(s("links-12-qdf.pdf"));
        const acp::test::ProgramRun qdf =
            runTool(s("qpdf"), { s("--qdf"), s("--object-streams=disable"), path, plain });
        QCOMPARE(qdf.exitCode, 0);
        QFile file(plain);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY2(bytes.contains("/URI (https://ci.example.org/runs/42)"),
                 "the safe link is a link");
        QVERIFY(!bytes.contains("javascript"));
        QVERIFY(!bytes.contains("file:"));
        // Both still read as text.
        const QString text = pdfText(path);
        QVERIFY2(text.contains(s("CI dashboard")), qPrintable(text.left(3000)));
        QVERIFY(text.contains(s("/etc/passwd")));
    }

    void roundReportHasACoverPage()
    {
        ReportBuilder builder(*m_workspace);
        const std::optional<RoundReport> round = builder.round(builder.allApplicationNumbers());
        QVERIFY(round);
        const QString path = m_dir.filePath(s("round.pdf"));
        ReportRenderer renderer;
        QList<int> painted;
        renderer.setProgress([&painted](const QString &, int value, int maximum) {
            if (value == maximum)
                painted.append(maximum);
            return true;
        });
        QVERIFY2(renderer.writePdf(*round, path), qPrintable(renderer.errorString()));
        QVERIFY(!painted.isEmpty());
        QCOMPARE(runTool(s("qpdf"), { s("--check"), path }).exitCode, 0);
        const int pages = pdfInfo(path, s("Pages")).toInt();
        QCOMPARE(pages, renderer.pageCount());
        QVERIFY(pages >= 7); // the cover, then each of the six applications on its own pages
        QVERIFY(pdfInfo(path, s("Title")).contains(s("6 applications")));

        const QString cover = pdfText(path, 1, 1, true);
        QString missing;
        QVERIFY2(
            inOrder(cover,
                    { s("ACP review round"), s("Applications by state"), s("Summary"),
                      s("Nordhaven NPU"), s("Approved"), s("Rookwing"), s("Declined"),
                      s("Tessellate Photonic Engine"), s("Voting"), s("雷鳥 (Raichō) NPU"),
                      s("Needs info"), s("Lumenvale"), s("New"), s("Quillmoor QPU"), s("New") },
                    &missing),
            qPrintable(missing));
        QVERIFY(cover.contains(s("Page 1 of %1").arg(pages)));
        // Every application's own report follows the cover, in number order.
        const QString all = pdfText(path);
        QVERIFY2(inOrder(all,
                         { s("Application #3"), s("Application #7"), s("Application #12"),
                           s("Application #15"), s("Application #21"), s("Application #24") },
                         &missing),
                 qPrintable(missing));
    }

    void cancellingStopsTheExport()
    {
        ReportRenderer renderer;
        renderer.setProgress([](const QString &, int, int) { return false; });
        const QString path = m_dir.filePath(s("cancelled.pdf"));
        QVERIFY(!renderer.writePdf(application(3), path));
        QVERIFY(renderer.wasCancelled());
        QVERIFY(!QFile::exists(path));
    }

    void unwritablePathFails()
    {
        ReportRenderer renderer;
        QVERIFY(!renderer.writePdf(application(3), m_dir.filePath(s("no/such/dir/x.pdf"))));
        QVERIFY(!renderer.errorString().isEmpty());
    }
};

QTEST_MAIN(tst_ReportRenderer)
#include "tst_reportrenderer.moc"
