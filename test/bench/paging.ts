import type { Page } from '@playwright/test'

/** One page flip: from the click to its request sent, and from its data to its rows painted. */
export type PageFlip = { asked: number; shown: number }

/**
 * On the 1,000-instance project's list, clicks Next to page `p` (counted from 0) and answers the
 * time from the click to the request for its rows, and from the response that carries them to the
 * frame that shows every row on screen with the new page (the rows in the viewport before the
 * click, by their place in the list).
 */
export function nextPageTime(page: Page, p: number, mark = false): Promise<PageFlip> {
  const names = Array.from(
    { length: 25 },
    (_, i) => `bulk-${String(p * 25 + i + 1).padStart(4, '0')}`,
  )
  // The mock answers in the page (Mirage), so the data's arrival is marked where the app sees
  // it: when the response to the next page's request resolves its fetch.
  // `mark`: the measured span is marked ('page-data', 'page-shown') for the profiler (profile.ts).
  return page.evaluate(
    async ([names, mark]) => {
      const originalFetch = window.fetch
      let clicked = 0
      let sent = 0
      let arrived = 0
      window.fetch = async (...args) => {
        const forPage = String(args[0] instanceof Request ? args[0].url : args[0]).includes(
          'page_token',
        )
        if (forPage && !sent) sent = performance.now()
        const response = await originalFetch(...args)
        if (forPage) {
          arrived = performance.now()
          if (mark) performance.mark('page-data')
        }
        return response
      }
      // (no named functions in here: the bench's TypeScript runner would name them through a
      // helper the page does not have)
      const ROWS = '[role="grid"] .MuiDataGrid-row[data-id]'
      // the rows on screen, by their place, measured before the click (the layout is settled)
      const onScreen = [...document.querySelectorAll(ROWS)].flatMap((row, i) => {
        const box = row.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight ? [i] : []
      })
      const shown = new Promise<number>((resolve, reject) => {
        // a build that never shows the page fails the bench instead of holding it
        setTimeout(() => reject(new Error(`${names[0]}'s page was not shown in 30 s`)), 30_000)
        const observer = new MutationObserver(() => {
          const rows = document.querySelectorAll(ROWS)
          const all = onScreen.every((i) => rows[i]?.querySelector('a')?.textContent === names[i])
          if (all && arrived) {
            observer.disconnect()
            // The rows are painted in the next frame, after its animation-frame callbacks: a
            // message posted from one arrives once that frame's style, layout and paint are done.
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => {
                const end = performance.now()
                if (mark) performance.mark('page-shown')
                resolve(end)
              }
              channel.port2.postMessage(null)
            })
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      })
      clicked = performance.now()
      document.querySelector<HTMLButtonElement>('button[aria-label="Go to next page"]')!.click()
      const end = await shown
      window.fetch = originalFetch
      return { asked: sent - clicked, shown: end - arrived }
    },
    [names, mark] as const,
  )
}
