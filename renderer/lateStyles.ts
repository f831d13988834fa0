/**
 * Marks a page part far below the first screen (the home page's demo request) whose rules need not
 * be inline: they come from a stylesheet linked right before it, which the browser fetches while it
 * paints what comes first, and holds back only the part after the link until it has arrived
 * (renderer/pageStylesheet.ts).
 */
export const lateStylesAttribute = 'data-late-styles';
