import type { Page } from '@playwright/test'

/** One page flip: from the click to its request sent, and from its data to its rows painted. */
export type PageFlip = { asked: number; shown: number }

/**
 * On the 1,000-instance project's list, clicks Next to page `p` (counted from 0) and answers the
 * time from the click to the request for its rows, and from the response that carries them to the
 * frame that shows its first row.
 */
export function nextPageTime(page: Page, p: number, mark = false): Promise<PageFlip> {
  const first = `bulk-${String(p * 25 + 1).padStart(4, '0')}`
  // The mock answers in the page (Mirage), so the data's arrival is marked where the app sees
  // it: when the response to the next page's request resolves its fetch.
  // `mark`: the measured span is marked ('page-data', 'page-shown') for the profiler (profile.ts).
  return page.evaluate(
    async ([name, mark]) => {
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
      const shown = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          const link = [...document.querySelectorAll('[role="grid"] a')].find(
            (a) => a.textContent === name,
          )
          if (link && arrived) {
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
    [first, mark] as const,
  )
}
