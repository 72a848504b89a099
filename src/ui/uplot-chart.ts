import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The narrowest a chart draws: a phone's width in a padded page. */
const minWidth = 280;

/**
 * Draws a uPlot chart in `element` at the element's width, following it as it resizes; answers the
 * clean-up for the effect that drew it.
 */
export function drawChart(element: HTMLElement, height: number, options: Omit<uPlot.Options, 'width' | 'height'>, data: uPlot.AlignedData): () => void {
  const chart = new uPlot({ ...options, width: Math.max(element.clientWidth, minWidth), height }, data, element);
  const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, minWidth), height }));
  resize.observe(element);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
