import { ChevronDown } from 'lucide-react'

const questions = [
  {
    question: 'How do I submit my AI tool to the directory?',
    answer:
      'Use the form on this page and choose the “Tool Submission” query type. Tell us the tool’s name, website and what it does.',
  },
  {
    question: 'Are the tools reviewed before they are listed?',
    answer:
      'Yes. Our team reviews every tool by hand before it appears in the directory, so listings stay accurate and useful.',
  },
  {
    question: 'Can we partner with Kitly?',
    answer: 'We welcome partnership enquiries. Choose the “Partnership” query type and tell us what you have in mind.',
  },
  {
    question: 'How often is the directory updated?',
    answer: 'Every week: we add new tools and refresh the details of the ones already listed.',
  },
] as const

/** The four-item FAQ of the Contact page, as native disclosure widgets (keyboard and screen readers for free). */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq">
      <h2 id="contact-faq" className="text-2xl font-semibold tracking-tight text-fg">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-fg [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted transition group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-6 text-muted">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
