#pragma once

#include <QList>

namespace acp::github {

// Whether a list that GitHub pages by offset (Link rel="next": an issue's comments, the
// reactions on an issue or comment) was read whole.
//
// One page is one answer: a list as it was at one moment. Several pages are not. When an item on
// a page already read is removed (a comment deleted, a reaction taken back) before the next page
// is asked for, every later item moves up a place, and the first item of the next page slides
// onto the page read before, unseen. A list read that way lacks an item that was there all along,
// and nothing in it says so; a reaction list that lacks a ballot moves a count.
//
// So a list read over more than one page is read again, until two reads in a row hold the same
// ids. Ids are never used twice, and an item removed from a page already read is in the first
// read but no longer in the second, so two equal reads mean nothing slid past either. An item
// added meanwhile comes at the end, or, where the newest come first, is listed twice: either way
// the reads differ. A read of one page is taken as it is.
class PagedListCheck
{
public:
    enum class Verdict {
        Whole, // take what this read gave
        ReadAgain, // read the list again from its first page
        KeptChanging, // give up: the list changed during each of maxReads() reads
    };

    // The ids on one page of the current read, in any order.
    void addPage(const QList<qint64> &ids);
    // At the end of a read (no next page): what to do with it. After ReadAgain, the next
    // addPage() starts the next read.
    Verdict endOfRead();

    int reads() const { return m_reads; }
    static constexpr int maxReads() { return 4; }

private:
    QList<qint64> m_current; // sorted once the read ends
    QList<qint64> m_previous; // the last read, sorted; empty before the second
    int m_pages = 0; // of the current read
    int m_reads = 0; // ended
};

} // namespace acp::github
