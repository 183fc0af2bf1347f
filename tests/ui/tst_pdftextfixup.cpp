// The pass over a written PDF that maps CJK radicals in its ToUnicode maps back to the
// ideographs they stand for, so copied and extracted text reads as written, without moving any
// byte offset of the file.

#include "ui/report/PdfTextFixup.h"

#include <QTest>

using namespace acp;

class tst_PdfTextFixup : public QObject
{
    Q_OBJECT

private slots:
    void radicalsInToUnicodeMapsBecomeIdeographs()
    {
        QCOMPARE(PdfTextFixup::equivalentIdeograph(0x2FC3), char16_t(0x9CE5)); // ⿃ → 鳥
        QCOMPARE(PdfTextFixup::equivalentIdeograph(0x2EDD), char16_t(0x98DF)); // ⻝ → 食
        QCOMPARE(PdfTextFixup::equivalentIdeograph(0x2F47), char16_t(0x65E5)); // ⽇ → 日
        QCOMPARE(PdfTextFixup::equivalentIdeograph(0x2E80), char16_t(0)); // no equivalent
        QCOMPARE(PdfTextFixup::equivalentIdeograph(0x0041), char16_t(0));

        QByteArray pdf("1 0 obj\n<< /Length 10 >>\nstream\nBT <2FC3> Tj ET\nendstream\n"
                       "2 0 obj\nbegincmap\n2 beginbfrange\n<0000> <0000> <0000>\n"
                       "<0001> <0003> [<96F7> <2FC3> <2EDD> ]\n<0004> <0004> <2F47>\n"
                       "<0005> <000F> <2F00>\nendbfrange\n1 beginbfchar\n<0010> <2FC3>\n"
                       "endbfchar\nendcmap\n");
        const qsizetype size = pdf.size();
        QCOMPARE(PdfTextFixup::fixToUnicodeMaps(pdf), 4);
        QCOMPARE(pdf.size(), size); // offsets unchanged
        QVERIFY(pdf.contains("[<96F7> <9CE5> <98DF> ]"));
        QVERIFY(pdf.contains("<0004> <0004> <65E5>"));
        QVERIFY(pdf.contains("<0005> <000F> <2F00>")); // a range start stays
        QVERIFY(pdf.contains("<0010> <9CE5>"));
        QVERIFY(pdf.contains("BT <2FC3> Tj ET")); // content streams are not touched
    }
};

QTEST_APPLESS_MAIN(tst_PdfTextFixup)
#include "tst_pdftextfixup.moc"
