/** Inline SVG bodies (24×24, stroke) for the collection types; drawn here so nothing is downloaded. */
export const COLLECTION_ICONS: Record<string, string> = {
  tiles:
    '<rect x="3" y="3" width="18" height="18" rx="1.5"/><path d="M12 3v18M3 12h18"/><path d="m12 7 5 5-5 5-5-5z"/>',
  'biblical-tiles':
    '<path d="M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2z"/><path d="M22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z"/>',
  bowls:
    '<path d="M3 11h18a9 9 0 0 1-18 0z"/><path d="M8 20.5h8"/><path d="M9 7c0-1.5 1-2 1-3.5M14 7c0-1.5 1-2 1-3.5"/>',
  plates: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/>',
  mugs: '<path d="M4 8h12v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z"/><path d="M16 10h2a3 3 0 0 1 0 6h-2"/><path d="M8 2.5v3M12 2.5v3"/>',
  vases: '<path d="M9 3h6"/><path d="M10 3v3c0 2-4 4-4 9a6 6 0 0 0 12 0c0-5-4-7-4-9V3"/>',
  pomegranates: '<circle cx="12" cy="14" r="7"/><path d="m9.5 7.5-1-3.5 3.5 1.5L15.5 4l-1 3.5"/>',
  rings: '<circle cx="12" cy="15" r="6"/><path d="m9 5 3-3 3 3-3 3.5z"/>',
  necklaces: '<path d="M4 3c0 8 4 12 8 12s8-4 8-12"/><path d="M12 15v2"/><path d="m12 17-2.5 2.5L12 22l2.5-2.5z"/>',
  bracelets: '<ellipse cx="12" cy="12" rx="9" ry="5"/><ellipse cx="12" cy="12" rx="6" ry="2.5"/>',
  pendants: '<path d="M12 2v5"/><path d="M12 7c3 0 5 3.5 5 6.5a5 5 0 0 1-10 0C7 10.5 9 7 12 7z"/>',
  crosses: '<path d="M10 2h4v6h6v4h-6v10h-4V12H4V8h6z"/>',
  keychains: '<circle cx="7.5" cy="7.5" r="4.5"/><path d="m10.7 10.7 9.3 9.3M15.5 15.5l2-2M18 18l2-2"/>',
  't-shirts': '<path d="m8 3-5 3 2 4 3-1v12h8V9l3 1 2-4-5-3a4 4 0 0 1-8 0z"/>',
  hats: '<path d="M5 16c0-5 3-9 7-9s7 4 7 9"/><path d="M2 16.5h20"/>',
  kippot: '<path d="M3 16a9 7 0 0 1 18 0z"/><path d="M12 9v7M7.5 11l2 5M16.5 11l-2 5"/>',
  tallit: '<path d="M4 4h16v12H4z"/><path d="M4 8h16M4 12h16"/><path d="M6 16v4M10 16v4M14 16v4M18 16v4"/>',
  scarves: '<path d="M7 3h10l-3 8 4 10h-4l-2-6-2 6H6l4-10z"/>',
  bags: '<path d="M5 8h14l-1 13H6z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
  christmas: '<path d="m12 2 6 8h-3l5 7H4l5-7H6z"/><path d="M12 17v5"/>',
  easter: '<path d="M12 3c4 0 7 6 7 11a7 7 0 0 1-14 0c0-5 3-11 7-11z"/><path d="m5.5 13 3.2-2 3.3 2 3.3-2 3.2 2"/>',
  hanukkah: '<path d="M12 4v16M4 8v3a8 8 0 0 0 16 0V8M8 8v3a4 4 0 0 0 8 0V8M8 20h8"/>',
  passover: '<path d="M7 3h10l-1 8a4 4 0 0 1-8 0z"/><path d="M12 15v5M8 21h8"/>',
  purim:
    '<path d="M3 7c3-2 6-2 9 0 3-2 6-2 9 0 0 6-3 10-9 10S3 13 3 7z"/><circle cx="8.5" cy="10" r="1.5"/><circle cx="15.5" cy="10" r="1.5"/>',
  'rosh-hashanah':
    '<path d="M12 7c-2-2-8-2-8 5 0 5 4 9 6 9 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 6-4 6-9 0-7-6-7-8-5z"/><path d="M12 7V3l2-1"/>',
  shabbat:
    '<path d="M7 10h3v11H7zM14 10h3v11h-3z"/><path d="M8.5 3.5c1 1.5 1 3 0 4.5-1-1.5-1-3 0-4.5zM15.5 3.5c1 1.5 1 3 0 4.5-1-1.5-1-3 0-4.5z"/>',
  sukkot: '<path d="M3 21V10l9-6 9 6v11"/><path d="M3 10h18M8 10v11M16 10v11"/>',
};
