import type { ReactNode, SVGProps } from 'react';

/**
 * The few icons of the layout (header, footer, error screen) and the landing page's first screen, as plain SVG (lucide's shapes and attributes), so
 * the first JavaScript of every page does without lucide-react's runtime (docs/performance.md, "First JavaScript"). Other icons come from lucide-react.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function icon(name: string, shapes: ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  return Icon;
}

export const MenuIcon = icon('menu', <path d="M4 5h16M4 12h16M4 19h16" />);
export const XIcon = icon('x', <path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = icon('check', <path d="M20 6 9 17l-5-5" />);
export const ArrowRightIcon = icon('arrow-right', <path d="M5 12h14m-7-7 7 7-7 7" />);
export const CalendarClockIcon = icon(
  'calendar-clock',
  <>
    <path d="M16 14v2.2l1.6 1M16 2v3M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338M3 9h5.859M8 2v3" />
    <circle cx="16" cy="16" r="6" />
  </>,
);
export const ChartColumnIcon = icon('chart-column', <path d="M3 3v16a2 2 0 0 0 2 2h16M18 17V9M13 17V5M8 17v-3" />);
export const FileTextIcon = icon(
  'file-text',
  <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2zM14 2v5a1 1 0 0 0 1 1h5M10 9H8M16 13H8M16 17H8" />,
);
export const ChevronDownIcon = icon('chevron-down', <path d="m6 9 6 6 6-6" />);
export const TriangleAlertIcon = icon(
  'triangle-exclamation-point',
  <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01" />,
);
