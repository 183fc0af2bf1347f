// The geometry check the screenshot tour and the layout_fits_* tests rely on: it finds each kind
// of broken layout, and stays quiet about the ones that are fine.

#include "LayoutCheck.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTest>
#include <QVBoxLayout>

using namespace acp;

namespace {
QString joined(const QStringList &problems)
{
    return problems.join(QLatin1Char('\n'));
}
} // namespace

class tst_LayoutCheck : public QObject
{
    Q_OBJECT

private slots:
    void laidOutWindowIsFine()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(new QLabel(QStringLiteral("A label that says something"), &window));
        auto *row = new QHBoxLayout;
        row->addWidget(new QPushButton(QStringLiteral("Sync Now"), &window));
        row->addWidget(new QPushButton(QStringLiteral("Open the Demo Workspace"), &window));
        layout->addLayout(row);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(test::layoutProblems(&window).isEmpty(),
                 qPrintable(joined(test::layoutProblems(&window))));
    }

    void findsAClippedWidget()
    {
        QWidget window;
        window.resize(200, 100);
        auto *button = new QPushButton(QStringLiteral("Far"), &window);
        button->setObjectName(QStringLiteral("farButton"));
        button->setGeometry(150, 10, 80, 30); // its right edge is past the window's
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList problems = test::layoutProblems(&window);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(QStringLiteral("clipped: QPushButton farButton")),
                 qPrintable(problems.first()));
    }

    void findsSqueezedText()
    {
        QWidget window;
        auto *layout = new QHBoxLayout(&window);
        auto *button = new QPushButton(QStringLiteral("A long button text"), &window);
        button->setFixedWidth(30);
        auto *label = new QLabel(QStringLiteral("An identifier that must be read whole"), &window);
        label->setMaximumWidth(40);
        auto *bar = new QProgressBar(&window);
        bar->setFormat(QStringLiteral("Quorum met: 5 organizations voted, 4 needed"));
        bar->setValue(50);
        bar->setFixedWidth(60);
        layout->addWidget(bar);
        auto *elided =
            new QLabel(QStringLiteral("Free text that may be elided by design"), &window);
        elided->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        elided->setMaximumWidth(40);
        layout->addWidget(button);
        layout->addWidget(label);
        layout->addWidget(elided);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList problems = test::layoutProblems(&window);
        QVERIFY2(problems.size() == 3, qPrintable(joined(problems)));
        QVERIFY(problems.at(0).startsWith(QStringLiteral("squeezed: QPushButton “A long button")));
        QVERIFY(problems.at(1).startsWith(QStringLiteral("squeezed: QLabel “An identifier")));
        QVERIFY2(problems.at(2).startsWith(QStringLiteral("squeezed: QProgressBar “Quorum met")),
                 qPrintable(problems.at(2)));
    }

    void findsOverlappingWidgets()
    {
        QWidget window;
        auto *layout = new QGridLayout(&window);
        layout->addWidget(new QPushButton(QStringLiteral("One"), &window), 0, 0);
        layout->addWidget(new QPushButton(QStringLiteral("Two"), &window), 0, 0); // same cell
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList problems = test::layoutProblems(&window);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(
                     QStringLiteral("overlapping: QPushButton “One” and QPushButton “Two”")),
                 qPrintable(problems.first()));
    }

    // Scrolled content is larger than its viewport on purpose; hidden widgets are not seen.
    // What is inside the content is checked all the same.
    void scrolledAndHiddenContentIsFine()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *scroll = new QScrollArea(&window);
        auto *content = new QWidget;
        content->setMinimumSize(2000, 2000);
        auto *inside = new QPushButton(QStringLiteral("Inside"), content);
        inside->move(1900, 1900);
        scroll->setWidget(content);
        // Laid out inside scrolled content, a squeezed button still counts.
        auto *squeezed = new QPushButton(QStringLiteral("A long button text"), content);
        squeezed->setGeometry(0, 0, 20, 30);
        layout->addWidget(scroll);
        auto *hidden = new QPushButton(QStringLiteral("Hidden"), &window);
        hidden->setGeometry(-50, -50, 10, 10);
        hidden->hide();
        window.resize(300, 200);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList problems = test::layoutProblems(&window);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(
            problems.first().startsWith(QStringLiteral("squeezed: QPushButton “A long button")),
            qPrintable(joined(problems)));
    }
};

QTEST_MAIN(tst_LayoutCheck)
#include "tst_layoutcheck.moc"
