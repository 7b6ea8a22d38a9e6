# SPDX-License-Identifier: GPL-3.0-or-later
# curves.gp: the two cumulative-cost lines of the sample drawn by gnuplot, what Breakeven's
# --export is compared with (bench/compare.sh): a title, axis labels, a legend and the
# breakeven point marked.  Set with -e: data (the CSV of `breakeven --export series.csv`),
# out, fmt ("pdf" or "svg"), cross_x and cross_y (where the lines cross), title, offer.
if (fmt eq "pdf") {
  set terminal pdfcairo size 21cm,29.7cm font "Sans,10"
} else {
  set terminal svg size 1200,800 font "Sans,13"
}
set output out
set datafile separator ","
set title title
set xlabel "Months"
set ylabel "Cumulative cost (CNY)"
set key top left
set grid
set object 1 circle at cross_x, cross_y size char 0.5 fillstyle solid front
set label 1 sprintf("Breakeven: %.1f months", cross_x) at cross_x, cross_y offset 1.5, -1.5 front
plot data skip 1 using 1:3 with lines linewidth 2 title "Build", \
     data skip 1 using 1:4 with lines linewidth 2 title offer
