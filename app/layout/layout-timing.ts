/** Below this width the site uses the mobile menu and the scroll-revealed footer. */
export const MOBILE_BREAKPOINT_PX = 768;
/** On narrow screens the footer appears within this distance of the page bottom. */
export const FOOTER_REVEAL_DISTANCE_PX = 50;
/** The Portfolio dropdown stays open this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
/** Hovering an icon this long shows its tooltip... */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** ...unless another tooltip closed this recently, then it shows at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
