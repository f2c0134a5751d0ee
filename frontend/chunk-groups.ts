import type { CodeSplittingGroup } from 'rolldown';

// Modules of src/ that two chunks share but no catalogue page uses: kept out of `shared`.
const notCatalogue = /[\\/]src[\\/](lib[\\/]payments|app[\\/]routes[\\/]not-found)\.tsx?$/;

/**
 * The build's chunks (vite.config.ts, `codeSplitting`). The first page's code in two files
 * (src/main.tsx): the entry with React, and app/start.tsx with everything it imports. Without
 * these groups, modules shared with lazy chunks would become many small common chunks (more
 * requests, each compressed without the others' context).
 */
export const chunkGroups: CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 2 },
  { name: 'start', test: /[\\/]src[\\/]app[\\/]start\.tsx$/, priority: 1 },
  // The desks' hours, their clock and words, and the contact blocks' status line
  // (docs/desks.md): loaded by the pages with a contact block, never by the catalogue's.
  // Dubai dates come with them (the booking and the staff screens load this chunk too).
  {
    name: 'desks',
    test: /[\\/]src[\\/](lib[\\/](desk-hours|desk-clock|dubai-time)|components[\\/]desks[\\/][\w-]+)\.tsx?$|^\0virtual:en\/desks$/,
    includeDependenciesRecursively: false,
    priority: 2,
  },
  // The home page's head with the site's structured data, which the contact page's
  // LocalBusiness and its desks' departments share (app/routes/home-head.tsx): one
  // chunk, out of `shared`, which every catalogue page loads.
  {
    name: 'home-head',
    test: /[\\/]src[\\/](app[\\/]routes[\\/]home-head|components[\\/]seo[\\/](json-ld|local-business))\.tsx?$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // What only the vessel page's booking and the staff screens share (form fields, Dubai
  // dates, charter keys): kept out of `shared`, which every catalogue page loads.
  {
    name: 'forms',
    test: /[\\/]src[\\/](lib[\\/](dubai-time|field-errors|charter-keys|charter-blocks)|components[\\/]ui[\\/](field|input))\.tsx?$/,
    minShareCount: 2,
    priority: 1,
  },
  // What every public page asks for right after its first render (the footer, the
  // header's enquiry link, the insights' page view, the visitor's desk agents:
  // docs/desks.md): one request, not four. Only
  // these modules: what they import stays where it was (shared, the entry).
  {
    name: 'after-render',
    test: /[\\/]src[\\/](components[\\/]layout[\\/](site-footer|enquiry-link)|lib[\\/](insights|desk-agents))\.tsx?$|^\0virtual:en\/footer$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The rest of src/ that two or more chunks share. Not lucide-react: the staff screens' alone
  // (the public pages draw components/ui/icons.tsx's and page-icons.tsx's icons). Not what no
  // catalogue page uses: lib/payments.ts (the booking page's and the staff's: it joins the
  // automatic chunk those two share, with react-query's useMutation) and the 404 route (a
  // chunk of its own, which the booking page and the staff screens import).
  {
    name: 'shared',
    test: (id) => /[\\/]src[\\/]/.test(id) && !notCatalogue.test(id),
    minShareCount: 2,
    priority: 0,
  },
];
