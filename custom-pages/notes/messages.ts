import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of the notes pages (gondola.notes.*). */
const NOTES: PairTree = {
  notes: {
    write: ['Write a note', 'Notiz schreiben'],
    send: ['Save note', 'Notiz speichern'],
    saved: ['Note saved', 'Notiz gespeichert'],
    latest: ['Latest notes', 'Neueste Notizen'],
    none: ['No notes yet.', 'Noch keine Notizen.'],
    inboxEmpty: ['Your inbox is empty.', 'Ihr Posteingang ist leer.'],
    outboxEmpty: ['You have not written any notes yet.', 'Sie haben noch keine Notizen geschrieben.'],
    unread: ['Unread', 'Ungelesen'],
    markUnread: ['Mark as unread', 'Als ungelesen markieren'],
    markRead: ['Mark as read', 'Als gelesen markieren'],
    open: ['Open', 'Öffnen'],
    select: ['Choose a note on the left to read it.', 'Links eine Notiz wählen, um sie zu lesen.'],
    by: ['%{author}, %{time}', '%{author}, %{time}'],
    to: ['To', 'An'],
    readBy: ['Read by', 'Gelesen von'],
    readByNobody: ['Not read yet', 'Noch nicht gelesen'],
    about: ['About', 'Betrifft'],
    edit: ['Edit', 'Bearbeiten'],
    notFound: ['This note does not exist or is not addressed to you.', 'Diese Notiz gibt es nicht oder sie ist nicht an Sie gerichtet.'],
  },
};

export default (language: Language) => pick(NOTES, language);
