#include "ui/widgets/SourceView.h"

#include <QFontMetrics>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace acp;

class tst_SourceView : public QObject
{
    Q_OBJECT

private slots:
    void showsTextReadOnlyInFixedPitch()
    {
        SourceView view;
        view.setSource(QStringLiteral("### Platform name\n\nNordhaven NPU\n"),
                       QStringLiteral("Markdown"));
        QCOMPARE(view.toPlainText(), QStringLiteral("### Platform name\n\nNordhaven NPU\n"));
        QVERIFY(view.isReadOnly());
        const QFontMetrics metrics(view.font());
        QCOMPARE(metrics.horizontalAdvance(QLatin1Char('i')),
                 metrics.horizontalAdvance(QLatin1Char('M')));
        QCOMPARE(view.language(), QStringLiteral("Markdown"));
    }

    void highlightsWhereTheBuildCan()
    {
        SourceView view;
        view.resize(400, 200);
        view.setSource(QStringLiteral("### Heading\n\n```yaml\nkey: value\n```\n"),
                       QStringLiteral("Markdown"));
        const QList<QTextLayout::FormatRange> formats =
            view.document()->firstBlock().layout()->formats();
        if (SourceView::highlightingAvailable()) {
            QCOMPARE(view.definitionName(), QStringLiteral("Markdown"));
            QVERIFY2(!formats.isEmpty(), "the heading line carries highlighting formats");
            view.setSource(QStringLiteral("name: x\n"), QStringLiteral("ci.yml"));
            QCOMPARE(view.definitionName(), QStringLiteral("YAML"));
        } else {
            QVERIFY(view.definitionName().isEmpty());
            QVERIFY(formats.isEmpty());
        }
    }

    void unknownLanguageIsPlainText()
    {
        SourceView view;
        view.setSource(QStringLiteral("plain words"), QStringLiteral("no-such-language"));
        QVERIFY(view.definitionName().isEmpty());
        QCOMPARE(view.toPlainText(), QStringLiteral("plain words"));
    }
};

QTEST_MAIN(tst_SourceView)
#include "tst_sourceview.moc"
