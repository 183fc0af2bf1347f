#include "ui/widgets/StaticTextDelegate.h"

#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

using namespace acp;

namespace {

// Where a cell's text is drawn: the bounding box of the pixels that differ from the cell's
// background (its top-left pixel), and how many they are.
struct Ink
{
    QRect box;
    int pixels = 0;
    QRgb strongest = 0; // the pixel least like the background: the text's own colour
};

int distance(QRgb a, QRgb b)
{
    return qAbs(qRed(a) - qRed(b)) + qAbs(qGreen(a) - qGreen(b)) + qAbs(qBlue(a) - qBlue(b));
}

Ink inkIn(const QImage &image, const QRect &cell)
{
    Ink ink;
    const QRgb background = image.pixel(cell.topLeft() + QPoint(1, 1));
    for (int y = cell.top() + 1; y < cell.bottom(); ++y) {
        for (int x = cell.left() + 1; x < cell.right(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            if (pixel != background) {
                ink.box |= QRect(x, y, 1, 1);
                ++ink.pixels;
                if (distance(pixel, background) > distance(ink.strongest, background)) {
                    ink.strongest = pixel;
                }
            }
        }
    }
    return ink;
}

QStandardItemModel *makeModel(QObject *parent)
{
    auto *model = new QStandardItemModel(0, 2, parent);
    auto add = [model](const QString &first, const QString &second) {
        model->appendRow({ new QStandardItem(first), new QStandardItem(second) });
        return model->rowCount() - 1;
    };
    add(QStringLiteral("#4211"), QStringLiteral("Nordhaven NPU"));
    const int right = add(QStringLiteral("#7"), QStringLiteral("Right aligned"));
    for (int column = 0; column < 2; ++column) {
        model->item(right, column)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    add(QStringLiteral("Elided"),
        QStringLiteral("A platform name far too long for its column to hold, cut with an "
                       "ellipsis"));
    const int coloured = add(QStringLiteral("Coloured"), QStringLiteral("Muted text"));
    model->item(coloured, 1)->setForeground(QColor(0x6e, 0x77, 0x81));
    add(QStringLiteral("Selected"), QStringLiteral("Highlighted text"));
    const int bold = add(QStringLiteral("Bold"), QStringLiteral("Bold at the right"));
    QFont font;
    font.setBold(true);
    model->item(bold, 1)->setFont(font);
    model->item(bold, 1)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return model;
}

// The tree the pictures are taken of: two columns of fixed widths, shown.
void setUpView(QTreeView &view, Qt::LayoutDirection direction)
{
    view.setLayoutDirection(direction);
    view.setRootIsDecorated(false);
    view.setModel(makeModel(&view));
    view.resize(320, 240);
    view.setColumnWidth(0, 90);
    view.setColumnWidth(1, 180);
}

// The same tree with `delegate` (or the plain QStyledItemDelegate), the fifth row selected.
QImage painted(QStyledItemDelegate *delegate, Qt::LayoutDirection direction)
{
    QTreeView view;
    setUpView(view, direction);
    view.selectionModel()->select(view.model()->index(4, 0),
                                  QItemSelectionModel::Select | QItemSelectionModel::Rows);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view)) {
        return {};
    }
    if (delegate) {
        // Set now, so that the picture is its first painting: nothing is laid out yet.
        delegate->setParent(&view);
        view.setItemDelegate(delegate);
    }
    return view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

QList<QRect> cellsOf(Qt::LayoutDirection direction)
{
    QTreeView view;
    setUpView(view, direction);
    view.show();
    QList<QRect> cells;
    for (int row = 0; row < view.model()->rowCount(); ++row) {
        for (int column = 0; column < 2; ++column) {
            cells.append(view.visualRect(view.model()->index(row, column)));
        }
    }
    return cells;
}

} // namespace

class tst_StaticTextDelegate : public QObject
{
    Q_OBJECT

private slots:
    // Each cell's text lands where QStyledItemDelegate puts it, in its colour and font, elided
    // the same way, in either direction.
    void paintsAsTheStyledDelegateDoes_data()
    {
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::newRow("left to right") << Qt::LeftToRight;
        QTest::newRow("right to left") << Qt::RightToLeft;
    }

    void paintsAsTheStyledDelegateDoes()
    {
        QFETCH(Qt::LayoutDirection, direction);
        const QImage expected = painted(nullptr, direction);
        const QImage actual = painted(new StaticTextDelegate, direction);
        QVERIFY(!expected.isNull() && !actual.isNull());
        QCOMPARE(actual.size(), expected.size());
        const QList<QRect> cells = cellsOf(direction);
        QCOMPARE(cells.size(), 12);
        for (const QRect &cell : cells) {
            const Ink want = inkIn(expected, cell);
            const Ink got = inkIn(actual, cell);
            const QString where = QStringLiteral("cell at %1,%2: expected %3,%4 %5x%6 (%7 px), got "
                                                 "%8,%9 %10x%11 (%12 px)")
                                      .arg(cell.x())
                                      .arg(cell.y())
                                      .arg(want.box.x())
                                      .arg(want.box.y())
                                      .arg(want.box.width())
                                      .arg(want.box.height())
                                      .arg(want.pixels)
                                      .arg(got.box.x())
                                      .arg(got.box.y())
                                      .arg(got.box.width())
                                      .arg(got.box.height())
                                      .arg(got.pixels);
            QVERIFY2(want.pixels > 0, qPrintable(where));
            // Glyphs may sit a subpixel apart; the text's place and extent may not.
            QVERIFY2(qAbs(got.box.left() - want.box.left()) <= 1, qPrintable(where));
            QVERIFY2(qAbs(got.box.right() - want.box.right()) <= 1, qPrintable(where));
            QVERIFY2(qAbs(got.box.top() - want.box.top()) <= 1, qPrintable(where));
            QVERIFY2(qAbs(got.box.bottom() - want.box.bottom()) <= 1, qPrintable(where));
            QVERIFY2(qAbs(got.pixels - want.pixels) <= want.pixels / 5, qPrintable(where));
            // The same colour: the selection's text colour, the item's foreground.
            QVERIFY2(distance(got.strongest, want.strongest) <= 24, qPrintable(where));
        }
    }

    // Each cell measures as QStyledItemDelegate measures it, also when its text, font or icon
    // changes after a first measure, and when the model gives a size.
    void measuresAsTheStyledDelegateDoes()
    {
        QTreeView view;
        setUpView(view, Qt::LeftToRight);
        auto *model = qobject_cast<QStandardItemModel *>(view.model());
        QStyledItemDelegate styled;
        StaticTextDelegate kept;
        QStyleOptionViewItem option;
        option.initFrom(view.viewport());
        option.widget = &view;
        const auto compareAll = [&] {
            for (int row = 0; row < model->rowCount(); ++row) {
                for (int column = 0; column < 2; ++column) {
                    const QModelIndex index = model->index(row, column);
                    QCOMPARE(kept.sizeHint(option, index), styled.sizeHint(option, index));
                }
            }
        };
        compareAll();
        compareAll(); // from what it kept
        model->item(0, 1)->setText(QStringLiteral("A much longer platform name than before"));
        QFont large = view.font();
        large.setPointSizeF(large.pointSizeF() * 2);
        model->item(1, 1)->setFont(large);
        QPixmap icon(32, 32);
        icon.fill(Qt::red);
        model->item(2, 0)->setIcon(QIcon(icon));
        model->item(3, 0)->setText(QStringLiteral("two\nlines"));
        model->item(4, 0)->setSizeHint(QSize(77, 33));
        compareAll();
        QCOMPARE(kept.sizeHint(option, model->index(4, 0)), QSize(77, 33));
    }

    // What it does not draw itself goes to QStyledItemDelegate; painting on a picture (a
    // printout, an image) too.
    void leavesTheRestToTheStyledDelegate()
    {
        QImage image(100, 20, QImage::Format_RGB32);
        QPainter painter(&image);
        QStyleOptionViewItem option;
        option.text = QStringLiteral("Text");
        QVERIFY(!StaticTextDelegate::paintsItself(&painter, option)); // an image, not a widget
        painter.end();

        QPixmap target(100, 20);
        bool checked = false;
        struct Probe : QWidget
        {
            std::function<void(QPainter &)> check;
            void paintEvent(QPaintEvent *) override
            {
                QPainter onWidget(this);
                check(onWidget);
            }
        } probe;
        probe.resize(100, 20);
        probe.check = [&](QPainter &onWidget) {
            QVERIFY(StaticTextDelegate::paintsItself(&onWidget, option));
            QStyleOptionViewItem other = option;
            other.features |= QStyleOptionViewItem::HasDecoration;
            QVERIFY(!StaticTextDelegate::paintsItself(&onWidget, other));
            other = option;
            other.features |= QStyleOptionViewItem::WrapText;
            QVERIFY(!StaticTextDelegate::paintsItself(&onWidget, other));
            other = option;
            other.text = QStringLiteral("two\nlines");
            QVERIFY(!StaticTextDelegate::paintsItself(&onWidget, other));
            other = option;
            other.state |= QStyle::State_Editing;
            QVERIFY(!StaticTextDelegate::paintsItself(&onWidget, other));
            checked = true;
        };
        probe.render(&target);
        QVERIFY(checked);
    }
};

QTEST_MAIN(tst_StaticTextDelegate)
#include "tst_statictextdelegate.moc"
