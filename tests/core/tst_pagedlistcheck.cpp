#include "core/github/PagedListCheck.h"

#include <QTest>

using acp::github::PagedListCheck;
using Verdict = PagedListCheck::Verdict;

class TestPagedListCheck : public QObject
{
    Q_OBJECT
private slots:
    void onePage_isWhole()
    {
        PagedListCheck check;
        check.addPage({ 3, 1, 2 });
        QCOMPARE(check.endOfRead(), Verdict::Whole);
        QCOMPARE(check.reads(), 1);

        PagedListCheck empty; // an empty list is one (empty) page
        empty.addPage({});
        QCOMPARE(empty.endOfRead(), Verdict::Whole);
    }

    void severalPages_readTwice()
    {
        PagedListCheck check;
        check.addPage({ 1, 2 });
        check.addPage({ 3, 4 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
        check.addPage({ 1, 2 });
        check.addPage({ 3, 4 });
        QCOMPARE(check.endOfRead(), Verdict::Whole);
        QCOMPARE(check.reads(), 2);
    }

    void itemRemovedFromAPageRead_readsAgain()
    {
        // 2 is taken back after page 1 was read: 3 slides onto page 1, unseen.
        PagedListCheck check;
        check.addPage({ 1, 2 });
        check.addPage({ 4, 5 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
        check.addPage({ 1, 3 });
        check.addPage({ 4, 5 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain); // 2 is gone: not the same list
        check.addPage({ 1, 3 });
        check.addPage({ 4, 5 });
        QCOMPARE(check.endOfRead(), Verdict::Whole);
    }

    void removedAndAddedMeanwhile_readsAgain()
    {
        // The same number of items, not the same items.
        PagedListCheck check;
        check.addPage({ 1, 2 });
        check.addPage({ 4, 6 }); // 2 removed, 6 added: 3 slid past
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
        check.addPage({ 1, 3 });
        check.addPage({ 4, 6 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
    }

    void itemListedTwice_readsAgain()
    {
        // Newest first: an item added at the front pushes the last of page 1 onto page 2.
        PagedListCheck check;
        check.addPage({ 5, 4 });
        check.addPage({ 4, 3 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
        check.addPage({ 6, 5 });
        check.addPage({ 4, 3 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
    }

    void orderWithinTheReadDoesNotMatter()
    {
        PagedListCheck check;
        check.addPage({ 2, 1 });
        check.addPage({ 3 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
        check.addPage({ 3, 1 });
        check.addPage({ 2 });
        QCOMPARE(check.endOfRead(), Verdict::Whole);
    }

    void shrunkToOnePage_isWhole()
    {
        PagedListCheck check;
        check.addPage({ 1, 2 });
        check.addPage({ 3 });
        QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
        check.addPage({ 1, 3 }); // one page now: a list as it was at one moment
        QCOMPARE(check.endOfRead(), Verdict::Whole);
    }

    void changingEveryRead_givesUp()
    {
        PagedListCheck check;
        for (int read = 1; read < PagedListCheck::maxReads(); ++read) {
            check.addPage({ 1, 2 });
            check.addPage({ 100 + read });
            QCOMPARE(check.endOfRead(), Verdict::ReadAgain);
        }
        check.addPage({ 1, 2 });
        check.addPage({ 200 });
        QCOMPARE(check.endOfRead(), Verdict::KeptChanging);
        QCOMPARE(check.reads(), PagedListCheck::maxReads());
    }
};

QTEST_GUILESS_MAIN(TestPagedListCheck)
#include "tst_pagedlistcheck.moc"
