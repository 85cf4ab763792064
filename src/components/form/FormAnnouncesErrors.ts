import { createContext } from 'react'

/**
 * True inside a form shell that announces field errors itself (SideModalForm), so fields don't
 * announce the same message twice. Fields in plain formik forms announce their own errors.
 */
export const FormAnnouncesErrors = createContext(false)
